import { Entity, boolean, item, list, map, number, string } from 'dynamodb-toolbox';

import { RippleTable } from '#core/table.ts';
import { IMPORT_PREFIX, organisationPartition } from '#core/record-keys.ts';

const rowErrorSchema = map({
  row: number(),
  column: string().optional(),
  problem: string(),
  value: string().optional(),
});

const mappingSchema = map({
  beneficiaryColumn: number(),
  dateColumn: number(),
  dateFormat: string(),
  timeZone: string(),
  tagsColumn: number().optional(),
  notesColumn: number().optional(),
  answers: list(map({ questionID: string(), column: number() })),
  createBeneficiaries: boolean(),
});

/**
 * A spreadsheet import and its job's state: `ORG#{orgId}` / `IMP#{importId}` (docs/data-model.md, A25). `run`
 * counts the steps started (check, import, undo); a job works for one run and stops when the item moved on, and
 * `cursor`/`cursorKey` is where an interrupted step resumes.
 */
export const ImportEntity = new Entity({
  name: 'RecordImport',
  table: RippleTable,
  schema: item({
    orgId: string().key(),
    importId: string().key(),
    questionnaire: string(),
    fileName: string(),
    status: string(),
    failure: string().optional(),
    failureRow: number().optional(),
    createdBy: string(),
    createdByName: string(),
    created: string(),
    updated: string(),
    imported: string().optional(),
    undone: string().optional(),
    mapping: mappingSchema.optional(),
    rows: number(),
    rowsDone: number(),
    validRows: number(),
    errorRows: number(),
    newBeneficiaries: number(),
    recordsWritten: number(),
    errors: list(rowErrorSchema),
    /** The spreadsheet row number of the file's last data row (undo reads the ids of rows 2 to it). */
    lastRow: number(),
    /** When the import step started: the records' `created`. */
    startedAt: string().optional(),
    run: number(),
    /** Undo: the next row number to remove. */
    cursor: number(),
    /** Import: the order key of the last row written (import-job.ts); absent before the first chunk. */
    cursorKey: string().optional(),
    /**
     * Import: the order key of the last row whose writes a runner of this step started, counted or not: the rows up
     * to it may hold entries in the import's summary items already (import-job.ts).
     */
    writtenTo: string().optional(),
  }),
  computeKey: ({ orgId, importId }) => ({
    pk: organisationPartition(orgId),
    sk: `${IMPORT_PREFIX}${importId}`,
  }),
  timestamps: false,
});
