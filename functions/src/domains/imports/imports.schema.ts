import * as z from 'zod';

import { RecordId } from '#domains/records/records.schema.ts';

import { isTimeZone } from './import-dates.ts';

// The inputs of the imports operations (imports.service.ts): what is accepted and how it is normalised.

export const ImportId = z.string().trim().min(1).max(100);

/** A column of the uploaded header, by 0-based index; a header of 10,000 columns is no spreadsheet we take. */
const Column = z.number().int().min(0).max(9_999);

export const CreateImportInput = z.object({
  questionnaire: RecordId,
  fileName: z.string().trim().min(1).max(255),
});

const Mapping = z.object({
  beneficiaryColumn: Column,
  dateColumn: Column,
  dateFormat: z.enum(['iso', 'dmy', 'mdy', 'ymd']),
  timeZone: z.string().trim().refine(isTimeZone),
  tagsColumn: Column.nullish().transform((value) => value ?? undefined),
  notesColumn: Column.nullish().transform((value) => value ?? undefined),
  answers: z.array(z.object({ questionID: RecordId, column: Column })).max(1000),
  createBeneficiaries: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
});

export const CheckImportInput = z.object({ id: ImportId, mapping: Mapping });

export const IdInput = z.object({ id: ImportId });

export const ListImportsInput = z.object({
  questionnaire: RecordId.nullish().transform((value) => value ?? undefined),
});
