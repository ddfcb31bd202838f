import { randomUUID } from 'node:crypto';

import { AppError, type FieldErrorCode } from '#core/app-error.ts';
import { requireStaff, type RequestContext } from '#core/auth-context.ts';
import { parseInput } from '#core/validation.ts';
import type { Membership } from '#domains/organisations/organisations.repository.ts';
import type {
  Questionnaire,
  QuestionnairesRepository,
} from '#domains/questionnaires/questionnaires.repository.ts';
import { readAsStaff, resolveStaffOrganisation } from '#domains/users/users.service.ts';
import type { StaffOrganisationDeps } from '#domains/users/users.service.ts';
import type {
  RecordImport,
  RecordImportStatus,
  RecordImportUpload,
} from '../../graphql/generated/schema-types.ts';

import { errorsKey, uploadKey, type ImportFiles } from './import-files.ts';
import type { JobLauncher } from './import-launcher.ts';
import { IMPORT_LIMITS, type ImportMapping } from './import-rows.ts';
import type { ImportPatch, ImportState, ImportsRepository } from './imports.repository.ts';
import { CheckImportInput, CreateImportInput, IdInput, ListImportsInput } from './imports.schema.ts';

export type ImportsDeps = StaffOrganisationDeps & {
  /** The importing member's name, shown with the batch. */
  members: {
    getMembership(orgId: string, userId: string): Promise<Pick<Membership, 'userName'> | undefined>;
  };
  imports: Pick<ImportsRepository, 'createImport' | 'getImport' | 'listImports' | 'startStep'>;
  questionnaires: Pick<QuestionnairesRepository, 'getQuestionnaire'>;
  files: Pick<ImportFiles, 'uploadTarget' | 'downloadUrl' | 'size'>;
  launch: JobLauncher;
  /** Injected so tests can pin ids and times. */
  newId?: () => string;
  now?: () => Date;
};

/** How long an upload URL works: enough for a slow connection to send 25 MB. */
const UPLOAD_SECONDS = 15 * 60;
/** How long the problems' download path works, as an export's. */
const DOWNLOAD_SECONDS = 5 * 60;

const nowOf = (deps: ImportsDeps) => deps.now?.() ?? new Date();

/** The import as the API returns it. */
const toResult = (state: ImportState): RecordImport => ({
  id: state.id,
  questionnaire: state.questionnaire,
  fileName: state.fileName,
  status: state.status,
  failure: state.failure ?? null,
  failureRow: state.failureRow ?? null,
  createdBy: state.createdBy,
  createdByName: state.createdByName,
  created: state.created,
  updated: state.updated,
  imported: state.imported ?? null,
  undone: state.undone ?? null,
  mapping: state.mapping
    ? {
        ...state.mapping,
        tagsColumn: state.mapping.tagsColumn ?? null,
        notesColumn: state.mapping.notesColumn ?? null,
      }
    : null,
  rows: state.rows,
  rowsDone: state.rowsDone,
  validRows: state.validRows,
  errorRows: state.errorRows,
  newBeneficiaries: state.newBeneficiaries,
  recordsWritten: state.recordsWritten,
  errors: state.errors.map(({ row, column, problem, value }) => ({
    row,
    column: column ?? null,
    problem: problem,
    value: value ?? null,
  })),
});

const staffOrganisation = (ctx: RequestContext, deps: ImportsDeps) =>
  resolveStaffOrganisation(requireStaff(ctx), deps);

const findImport = async (orgId: string, id: string, deps: ImportsDeps): Promise<ImportState> => {
  const state = await deps.imports.getImport(orgId, id);
  if (!state) throw new AppError('import.notFound');
  return state;
};

const findQuestionnaire = async (orgId: string, id: string, deps: ImportsDeps): Promise<Questionnaire> => {
  const questionnaire = await deps.questionnaires.getQuestionnaire(orgId, id);
  if (!questionnaire) throw new AppError('questionnaire.notFound');
  return questionnaire;
};

/**
 * Moves the import on to a step and starts its job; `import.wrongStatus` when the import is not in one of `from`
 * (also when another request moved it on between the read and the write).
 */
const startStep = async (
  orgId: string,
  state: ImportState,
  from: readonly RecordImportStatus[],
  patch: ImportPatch,
  deps: ImportsDeps,
): Promise<RecordImport> => {
  if (!from.includes(state.status)) throw new AppError('import.wrongStatus');
  const started = await deps.imports.startStep(orgId, state.id, from, state.run, {
    ...patch,
    updated: nowOf(deps).toISOString(),
  });
  if (!started) throw new AppError('import.wrongStatus');
  await deps.launch({ orgId, importId: state.id, run: started.run });
  return toResult(started);
};

/** `Mutation.CreateRecordImport`: a new import of the questionnaire and where to upload its file. */
export const createRecordImport = async (
  ctx: RequestContext,
  input: unknown,
  deps: ImportsDeps,
): Promise<RecordImportUpload> => {
  const { orgId, userId } = await staffOrganisation(ctx, deps);
  const { questionnaire, fileName } = parseInput(CreateImportInput, input);
  const [found, membership] = await Promise.all([
    findQuestionnaire(orgId, questionnaire, deps),
    deps.members.getMembership(orgId, userId),
  ]);
  const now = nowOf(deps);
  const state: ImportState = {
    id: deps.newId?.() ?? randomUUID(),
    questionnaire: found.id,
    fileName,
    status: 'uploading',
    createdBy: userId,
    createdByName: membership?.userName ?? '',
    created: now.toISOString(),
    updated: now.toISOString(),
    rows: 0,
    rowsDone: 0,
    validRows: 0,
    errorRows: 0,
    newBeneficiaries: 0,
    recordsWritten: 0,
    errors: [],
    lastRow: 1,
    run: 0,
    cursor: 0,
  };
  await deps.imports.createImport(orgId, state);
  const expires = new Date(now.getTime() + UPLOAD_SECONDS * 1000);
  const target = await deps.files.uploadTarget(uploadKey(orgId, state.id), expires);
  return {
    import: toResult(state),
    uploadUrl: target.url,
    uploadHeaders: target.headers,
    expires: expires.toISOString(),
    maxBytes: IMPORT_LIMITS.bytes,
    maxRows: IMPORT_LIMITS.rows,
  };
};

/**
 * The mapping against the questionnaire: every question it names is one of the questionnaire's, each question not
 * archived is mapped, and no column holds two things (`input.invalid` with the field).
 */
const checkMapping = (mapping: ImportMapping, questionnaire: Questionnaire): void => {
  const errors: Record<string, FieldErrorCode> = {};
  const known = new Map(questionnaire.questions.map((question) => [question.id, question]));
  const mapped = new Set<string>();
  mapping.answers.forEach(({ questionID }, index) => {
    if (!known.has(questionID)) errors[`mapping.answers.${index}.questionID`] ??= 'invalid';
    else if (mapped.has(questionID)) errors[`mapping.answers.${index}.questionID`] ??= 'duplicate';
    mapped.add(questionID);
  });
  if (questionnaire.questions.some((question) => !question.archived && !mapped.has(question.id)))
    errors['mapping.answers'] ??= 'required';
  const used = new Set<number>();
  const roles: [string, number | undefined][] = [
    ['mapping.beneficiaryColumn', mapping.beneficiaryColumn],
    ['mapping.dateColumn', mapping.dateColumn],
    ['mapping.tagsColumn', mapping.tagsColumn],
    ['mapping.notesColumn', mapping.notesColumn],
    ...mapping.answers.map(({ column }, index): [string, number] => [
      `mapping.answers.${index}.column`,
      column,
    ]),
  ];
  for (const [field, column] of roles) {
    if (column === undefined) continue;
    if (used.has(column)) errors[field] ??= 'duplicate';
    used.add(column);
  }
  if (Object.keys(errors).length > 0) throw new AppError('input.invalid', errors);
};

/**
 * `Mutation.CheckRecordImport`: the dry run of the uploaded file with `mapping`, as a job (`checking`). The file
 * must have arrived (`import.noFile`) within the size limit (`import.fileTooLarge`).
 */
export const checkRecordImport = async (
  ctx: RequestContext,
  input: unknown,
  deps: ImportsDeps,
): Promise<RecordImport> => {
  const { orgId } = await staffOrganisation(ctx, deps);
  const { id, mapping } = parseInput(CheckImportInput, input);
  const state = await findImport(orgId, id, deps);
  if (!['uploading', 'checked', 'failed'].includes(state.status)) throw new AppError('import.wrongStatus');
  checkMapping(mapping, await findQuestionnaire(orgId, state.questionnaire, deps));
  const size = await deps.files.size(uploadKey(orgId, id));
  if (size === undefined) throw new AppError('import.noFile');
  if (size > IMPORT_LIMITS.bytes) throw new AppError('import.fileTooLarge');
  return startStep(
    orgId,
    state,
    ['uploading', 'checked', 'failed'],
    {
      status: 'checking',
      mapping,
      rows: 0,
      rowsDone: 0,
      validRows: 0,
      errorRows: 0,
      newBeneficiaries: 0,
      recordsWritten: 0,
      errors: [],
    },
    deps,
  );
};

/** `Mutation.RunRecordImport`: writes the valid rows of a checked import, as a job (`importing`). */
export const runRecordImport = async (
  ctx: RequestContext,
  input: unknown,
  deps: ImportsDeps,
): Promise<RecordImport> => {
  const { orgId } = await staffOrganisation(ctx, deps);
  const { id } = parseInput(IdInput, input);
  const state = await findImport(orgId, id, deps);
  if (state.status === 'checked' && state.validRows === 0) throw new AppError('import.nothingToImport');
  return startStep(
    orgId,
    state,
    ['checked'],
    { status: 'importing', rowsDone: 0, recordsWritten: 0, startedAt: nowOf(deps).toISOString() },
    deps,
  );
};

/**
 * `Mutation.UndoRecordImport`: removes the batch's records, as a job (`undoing`). Also for an import that failed
 * part way (`startedAt` set: some of its records may exist).
 */
export const undoRecordImport = async (
  ctx: RequestContext,
  input: unknown,
  deps: ImportsDeps,
): Promise<RecordImport> => {
  const { orgId } = await staffOrganisation(ctx, deps);
  const { id } = parseInput(IdInput, input);
  const state = await findImport(orgId, id, deps);
  const from: RecordImportStatus[] = state.startedAt ? ['imported', 'failed'] : ['imported'];
  return startStep(orgId, state, from, { status: 'undoing', rowsDone: 0, cursor: 2 }, deps);
};

/** `Query.recordImport(id)`. */
export const getRecordImport = async (
  ctx: RequestContext,
  input: unknown,
  deps: ImportsDeps,
): Promise<RecordImport> => {
  const { read } = await readAsStaff(requireStaff(ctx), deps, (orgId) =>
    findImport(orgId, parseInput(IdInput, input).id, deps),
  );
  return toResult(read);
};

/** `Query.recordImports(questionnaire)`: newest first. */
export const listRecordImports = async (
  ctx: RequestContext,
  input: unknown,
  deps: ImportsDeps,
): Promise<RecordImport[]> => {
  const { read } = await readAsStaff(requireStaff(ctx), deps, async (orgId) => {
    const { questionnaire } = parseInput(ListImportsInput, input);
    const all = await deps.imports.listImports(orgId);
    return all.filter((state) => questionnaire === undefined || state.questionnaire === questionnaire);
  });
  return read.sort((a, b) => b.created.localeCompare(a.created) || b.id.localeCompare(a.id)).map(toResult);
};

/** Statuses in which the latest check's problems exist. */
const CHECKED: readonly RecordImportStatus[] = ['checked', 'importing', 'imported', 'undoing', 'undone'];

/** `Query.recordImportErrors(id)`: a download of every row problem of the latest check. */
export const recordImportErrors = async (
  ctx: RequestContext,
  input: unknown,
  deps: ImportsDeps,
): Promise<string> => {
  const { orgId, read } = await readAsStaff(requireStaff(ctx), deps, (org) =>
    findImport(org, parseInput(IdInput, input).id, deps),
  );
  if (!CHECKED.includes(read.status)) throw new AppError('import.wrongStatus');
  const name = `${read.fileName.replace(/\.[^.]*$/, '')} problems.csv`;
  return deps.files.downloadUrl(
    errorsKey(orgId, read.id),
    name,
    new Date(nowOf(deps).getTime() + DOWNLOAD_SECONDS * 1000),
  );
};
