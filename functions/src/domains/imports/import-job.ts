import { AppError } from '#core/app-error.ts';
import { logger } from '#core/logger.ts';
import { csvLine } from '#domains/exports/csv.ts';
import type {
  Questionnaire,
  QuestionnairesRepository,
} from '#domains/questionnaires/questionnaires.repository.ts';
import { recordTags } from '#domains/records/record-tags.ts';
import type { Meeting } from '#domains/records/records.repository.ts';
import type { ReportsRepository } from '#domains/reports/reports.repository.ts';

import { ImportFileError, failureOf, readImportCsv, type CsvRow } from './import-csv.ts';
import { CSV_TYPE, errorsKey, uploadKey, type ImportFiles } from './import-files.ts';
import {
  IMPORT_LIMITS,
  duplicateKey,
  rowChecker,
  scalesOf,
  type ImportMapping,
  type ImportRow,
  type RowProblem,
} from './import-rows.ts';
import { summaryYearOf, validRows, type ValidRows } from './import-valid-rows.ts';
import type { ImportState, ImportsRepository } from './imports.repository.ts';

/** What starts (and continues) one step of an import: the step is the import's `run`. */
export type ImportJobEvent = { orgId: string; importId: string; run: number; attempt?: number };

export type ImportJobDeps = {
  imports: ImportsRepository;
  questionnaires: Pick<QuestionnairesRepository, 'getQuestionnaire'>;
  reports: Pick<ReportsRepository, 'reportRecords'>;
  files: ImportFiles;
  now?: () => Date;
};

/** `done`: the step finished or failed; `stale`: the import moved on; `continue`: out of time, run again. */
type Outcome = 'done' | 'stale' | 'continue';

/** Rows written per chunk: one cursor transaction each, and a few seconds of work. */
const CHUNK_ROWS = 2000;
/**
 * Chunks written at once: the next chunk's writes start while the last one's finish, so DynamoDB does not wait for
 * the job between chunks.
 */
const CHUNKS_IN_FLIGHT = 2;
/** Time kept back from the Lambda limit for the chunks in progress and the hand-over. */
const TIME_MARGIN_MS = 60_000;
/** Rows between two progress writes of a check. */
const PROGRESS_ROWS = 5000;
/** Records an undo removes per step (a BatchGet's limit). */
const UNDO_ROWS = 100;
/** Unexpected failures retried (with the cursor, so nothing is done twice) before the import is marked failed. */
const MAX_ATTEMPTS = 3;

const nowOf = (deps: ImportJobDeps) => deps.now?.() ?? new Date();

/** A record id of the import: the same row always makes the same id, so a rewritten row is the same record. */
export const importRecordId = (importId: string, row: number) => `${importId}-${row}`;

type Checked = {
  header: string[];
  valid: ValidRows;
  problems: RowProblem[];
  rows: number;
  lastRow: number;
  errorRows: number;
  newBeneficiaries: number;
  beneficiaryTags: Map<string, string[]>;
};

/** Every row of the uploaded file through the rules, as the organisation is now (docs/decisions.md). */
const checkFile = async (
  orgId: string,
  state: ImportState,
  questionnaire: Questionnaire,
  mapping: ImportMapping,
  deps: ImportJobDeps,
  onProgress: (rows: number) => Promise<boolean>,
): Promise<Checked | 'stale'> => {
  const ownPrefix = importRecordId(state.id, 0).slice(0, -1);
  const [beneficiaryTags, records, body] = await Promise.all([
    deps.imports.beneficiaryTags(orgId),
    deps.reports.reportRecords(orgId, questionnaire.id),
    deps.files.read(uploadKey(orgId, state.id)),
  ]);
  if (!body) throw new ImportFileError('import.noFile');
  const existing = new Set(
    records.filter((r) => !r.id.startsWith(ownPrefix)).map((r) => duplicateKey(r.beneficiary, r.date)),
  );
  const { header, rows } = await readImportCsv(body);
  const columns = [
    mapping.beneficiaryColumn,
    mapping.dateColumn,
    mapping.tagsColumn ?? 0,
    mapping.notesColumn ?? 0,
    ...mapping.answers.map((answer) => answer.column),
  ];
  if (columns.some((column) => column >= header.length)) throw new ImportFileError('import.columnMissing');
  const check = rowChecker(
    { header, mapping, questionnaire, now: nowOf(deps), beneficiaryTags, existing },
    scalesOf(questionnaire, mapping),
  );
  const result: Checked = {
    header,
    valid: validRows(mapping.answers.map(({ questionID }) => questionID)),
    problems: [],
    rows: 0,
    lastRow: 1,
    errorRows: 0,
    newBeneficiaries: 0,
    beneficiaryTags,
  };
  const fresh = new Set<string>();
  for await (const { row, cells } of rows as AsyncIterable<CsvRow>) {
    result.rows += 1;
    result.lastRow = row;
    const checked = check(cells, row);
    if (Array.isArray(checked)) {
      result.errorRows += 1;
      result.problems.push(...checked);
    } else {
      result.valid.add(checked);
      if (!beneficiaryTags.has(checked.beneficiary)) fresh.add(checked.beneficiary);
    }
    if (result.rows % PROGRESS_ROWS === 0 && !(await onProgress(result.rows))) return 'stale';
  }
  result.newBeneficiaries = fresh.size;
  return result;
};

const problemsCsv = (problems: readonly RowProblem[]) =>
  csvLine(['row', 'column', 'problem', 'value']) +
  problems.map(({ row, column, problem, value }) => csvLine([row, column, problem, value])).join('');

const questionnaireOf = async (orgId: string, state: ImportState, deps: ImportJobDeps) => {
  const questionnaire = await deps.questionnaires.getQuestionnaire(orgId, state.questionnaire);
  if (!questionnaire) throw new AppError('questionnaire.notFound');
  return questionnaire;
};

/** The dry run: counts, problems and the problems' CSV; nothing of the organisation is written. */
const runCheck = async (orgId: string, state: ImportState, deps: ImportJobDeps): Promise<Outcome> => {
  const questionnaire = await questionnaireOf(orgId, state, deps);
  const checked = await checkFile(orgId, state, questionnaire, state.mapping!, deps, (rows) =>
    deps.imports.saveProgress(orgId, state.id, state.run, {
      rowsDone: rows,
      updated: nowOf(deps).toISOString(),
    }),
  );
  if (checked === 'stale') return 'stale';
  const { problems, rows, lastRow, valid, errorRows, newBeneficiaries } = checked;
  await deps.files.write(errorsKey(orgId, state.id), problemsCsv(problems), CSV_TYPE);
  const saved = await deps.imports.saveProgress(orgId, state.id, state.run, {
    status: 'checked',
    rows,
    rowsDone: rows,
    lastRow,
    validRows: valid.size,
    errorRows,
    newBeneficiaries,
    errors: problems.slice(0, IMPORT_LIMITS.errorsShown),
    updated: nowOf(deps).toISOString(),
  });
  return saved ? 'done' : 'stale';
};

/** The record a valid row becomes: a complete record as data entry stores it. */
const recordOf = (state: ImportState, row: ImportRow, benTags: readonly string[]): Meeting => ({
  id: importRecordId(state.id, row.row),
  beneficiary: row.beneficiary,
  user: state.createdBy,
  outcomeSetID: state.questionnaire,
  conducted: row.date,
  date: row.date,
  created: state.startedAt!,
  incomplete: false,
  ...(row.notes ? { notes: row.notes } : {}),
  meetingTags: row.meetingTags,
  benTags: [...benTags],
  tags: recordTags(row.meetingTags, [...benTags]),
  answers: Object.fromEntries(Object.entries(row.answers).map(([id, answer]) => [id, { answer }])),
  remote: false,
  rev: 1,
});

/**
 * Where the chunk from `start` ends: after `CHUNK_ROWS` rows, and then at the end of a beneficiary's year, so that
 * each year's records are in one chunk, which writes the import's summary items for it whole.
 */
const chunkEnd = (valid: ValidRows, pending: readonly number[], start: number) => {
  let end = Math.min(start + CHUNK_ROWS, pending.length);
  const year = summaryYearOf(valid.keyOf(pending[end - 1]!));
  while (end < pending.length && summaryYearOf(valid.keyOf(pending[end]!)) === year) end += 1;
  return end;
};

/**
 * The valid rows, in chunks after the cursor, each chunk written and then counted in one conditional write, in
 * order; `CHUNKS_IN_FLIGHT` chunks are written at once.
 */
const runImport = async (
  orgId: string,
  state: ImportState,
  deps: ImportJobDeps,
  timeLeft: () => number,
): Promise<Outcome> => {
  const questionnaire = await questionnaireOf(orgId, state, deps);
  const checked = await checkFile(orgId, state, questionnaire, state.mapping!, deps, () =>
    Promise.resolve(true),
  );
  if (checked === 'stale') return 'stale';
  const { valid } = checked;
  const pending = valid.after(state.cursorKey);
  // The beneficiaries first, as they are now: their records carry the tags the writes found.
  const beneficiaryTags = await deps.imports.writeBeneficiaries(
    orgId,
    `import:${state.id}`,
    [...new Set(pending.map((index) => valid.beneficiaryOf(index)))],
    state.startedAt!,
  );
  let answered = state
    .mapping!.answers.map(({ questionID }) => questionID)
    .filter((id) => !questionnaire.answeredQuestions?.includes(id));
  let cursor = state.cursorKey;
  // Chunks whose writes started, oldest first. Each is counted, moving the cursor past it, once it is written and
  // every chunk before it is counted.
  const writing: { to: string; written: number; done: Promise<unknown> }[] = [];
  const countOldest = async () => {
    const { to, written, done } = writing.shift()!;
    await done;
    const advanced = await deps.imports.advanceImport(
      orgId,
      state.id,
      state.run,
      { ...(cursor === undefined ? {} : { from: cursor }), to, written },
      questionnaire.id,
      answered,
    );
    if (advanced) {
      cursor = to;
      answered = [];
    }
    return advanced;
  };
  try {
    let outOfTime = false;
    for (let start = 0; start < pending.length;) {
      if (timeLeft() < TIME_MARGIN_MS) {
        outOfTime = true;
        break;
      }
      const end = chunkEnd(valid, pending, start);
      const chunk = pending.slice(start, end);
      start = end;
      const to = valid.keyOf(chunk.at(-1)!);
      const first = valid.keyOf(chunk[0]!);
      // Rows a runner may have written before (a retried or duplicated job), or rows following the cursor in its
      // beneficiary's year (a re-check found them valid since), join what the import's items hold; the rest, which
      // no runner has written, are written whole.
      const joins =
        (state.writtenTo !== undefined && first <= state.writtenTo) ||
        (cursor !== undefined && summaryYearOf(first) === summaryYearOf(cursor));
      if (!(await deps.imports.markWriting(orgId, state.id, state.run, to))) return 'stale';
      const meetings = chunk.map((index) => {
        const row = valid.at(index);
        return recordOf(state, row, beneficiaryTags.get(row.beneficiary) ?? []);
      });
      const done = deps.imports.writeRecords(orgId, state.id, meetings, joins ? 'update' : 'put');
      // Awaited in turn by countOldest; until then a failure must not count as unhandled.
      done.catch(() => undefined);
      writing.push({ to, written: meetings.length, done });
      if (writing.length >= CHUNKS_IN_FLIGHT && !(await countOldest())) return 'stale';
    }
    while (writing.length > 0) if (!(await countOldest())) return 'stale';
    if (outOfTime) return 'continue';
  } finally {
    // A step that stops early (stale, failed) still lets the writes it started end before it returns.
    await Promise.allSettled(writing.map(({ done }) => done));
  }
  const saved = await deps.imports.saveProgress(orgId, state.id, state.run, {
    status: 'imported',
    imported: nowOf(deps).toISOString(),
    updated: nowOf(deps).toISOString(),
  });
  return saved ? 'done' : 'stale';
};

/** Removes the batch: the records of rows 2 to `lastRow` that still exist, a BatchGet at a time from the cursor. */
const runUndo = async (
  orgId: string,
  state: ImportState,
  deps: ImportJobDeps,
  timeLeft: () => number,
): Promise<Outcome> => {
  let removed = state.rowsDone;
  for (let row = state.cursor; row <= state.lastRow; row += UNDO_ROWS) {
    if (timeLeft() < TIME_MARGIN_MS) return 'continue';
    const ids = Array.from({ length: Math.min(UNDO_ROWS, state.lastRow - row + 1) }, (_, i) =>
      importRecordId(state.id, row + i),
    );
    const records = await deps.imports.getRecords(orgId, ids);
    await deps.imports.removeRecords(orgId, records);
    removed += records.length;
    const saved = await deps.imports.saveProgress(orgId, state.id, state.run, {
      cursor: row + UNDO_ROWS,
      rowsDone: removed,
      updated: nowOf(deps).toISOString(),
    });
    if (!saved) return 'stale';
  }
  await deps.imports.releaseQuestionnaire(orgId, state.questionnaire);
  const saved = await deps.imports.saveProgress(orgId, state.id, state.run, {
    status: 'undone',
    undone: nowOf(deps).toISOString(),
    updated: nowOf(deps).toISOString(),
  });
  return saved ? 'done' : 'stale';
};

/**
 * One invocation of an import's job: the step its `run` names, from where the import's cursor says. A refusal the
 * user must act on (a malformed file, the questionnaire deleted meanwhile) ends the step as `failed`.
 */
export const runImportJob = async (
  event: ImportJobEvent,
  deps: ImportJobDeps,
  timeLeft: () => number,
): Promise<Outcome> => {
  const state = await deps.imports.getImport(event.orgId, event.importId);
  if (!state || state.run !== event.run) return 'stale';
  try {
    if (state.status === 'checking') return await runCheck(event.orgId, state, deps);
    if (state.status === 'importing') return await runImport(event.orgId, state, deps, timeLeft);
    if (state.status === 'undoing') return await runUndo(event.orgId, state, deps, timeLeft);
    return 'done';
  } catch (error) {
    const known = failureOf(error);
    if (known.code === 'internal') throw error;
    await deps.imports.saveProgress(event.orgId, event.importId, event.run, {
      status: 'failed',
      failure: known.code,
      ...(known.row === undefined ? {} : { failureRow: known.row }),
      updated: nowOf(deps).toISOString(),
    });
    return 'done';
  }
};

/**
 * Runs the job and hands over to `relaunch` (a new invocation) when it ran out of time, or after an unexpected
 * failure while attempts remain; the last attempt's failure marks the import failed (`internal`).
 */
export const driveImportJob = async (
  event: ImportJobEvent,
  deps: ImportJobDeps,
  timeLeft: () => number,
  relaunch: (event: ImportJobEvent) => Promise<void>,
): Promise<void> => {
  try {
    if ((await runImportJob(event, deps, timeLeft)) === 'continue') await relaunch({ ...event, attempt: 0 });
  } catch (error) {
    const attempt = event.attempt ?? 0;
    if (attempt + 1 < MAX_ATTEMPTS) {
      logger.warn('An import job failed; trying again', { error, importId: event.importId, attempt });
      await relaunch({ ...event, attempt: attempt + 1 });
      return;
    }
    logger.error('An import job failed', { error, importId: event.importId });
    await deps.imports.saveProgress(event.orgId, event.importId, event.run, {
      status: 'failed',
      failure: 'internal',
      updated: nowOf(deps).toISOString(),
    });
  }
};
