import * as z from 'zod';

import { BeneficiaryId } from '#domains/beneficiaries/beneficiaries.service.ts';
import { normaliseLabel } from '#domains/tags/label-text.ts';
import { TagList } from '#domains/tags/tag-list.ts';

// The inputs of the records operations (records.service.ts): what is accepted and how it is normalised.

/** Limits of record input (docs/api-errors.md). */
export const RECORD_LIMITS = {
  /** Record notes and per-answer notes: a few paragraphs. */
  notes: 5000,
  /** Records per page of `recentMeetings`. */
  pageSize: 100,
  /** Entries of each `recentMeetings` filter list (DynamoDB allows 100 operands in `IN`). */
  filterEntries: 100,
  /** Earliest record date, as the date picker's minimum (spec 01 §5). */
  earliestDate: '2000-01-01T00:00:00.000Z',
  /** Allowed clock difference between the browser and the API when checking "not in the future". */
  clockSkewMs: 60_000,
} as const;

export const RecordId = z.string().trim().min(1).max(100);
export const Notes = z
  .string()
  .max(RECORD_LIMITS.notes)
  .nullish()
  .transform((value) => value?.trim() || undefined);
/** An ISO-8601 date-time as the client sends it, normalised to UTC with milliseconds. */
export const IsoDate = z
  .string()
  .trim()
  .refine((value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)))
  .transform((value) => new Date(value).toISOString());

export const AddMeetingInput = z.object({
  beneficiaryID: BeneficiaryId,
  outcomeSetID: RecordId,
  conducted: IsoDate.nullish(),
  tags: TagList,
});

export const StartSequenceInput = z.object({
  beneficiaryID: BeneficiaryId,
  sequenceID: RecordId,
  conducted: IsoDate.nullish(),
  tags: TagList,
});

const unique = (values: string[]) => [...new Set(values)];

/** A filter list: each entry normalised as the beneficiary ids and tags it is compared with, blanks dropped. */
const FilterList = z
  .array(z.string().nullable())
  .nullish()
  .transform((values) =>
    unique((values ?? []).flatMap((v) => (v === null ? [] : [normaliseLabel(v)])).filter(Boolean)),
  )
  .pipe(z.array(z.string().max(100)).max(RECORD_LIMITS.filterEntries));

export const RecentInput = z.object({
  page: z.number().int().min(0).max(10_000),
  limit: z.number().int().min(1).max(RECORD_LIMITS.pageSize).nullish(),
  beneficiaries: FilterList,
  users: FilterList,
  tags: FilterList,
  questionnaires: FilterList,
});

export const AnswerInput = z.object({
  meetingID: RecordId,
  questionID: RecordId,
  value: z.number().int(),
  allowOverwrite: z.boolean().nullish(),
  notes: Notes,
});
