import { inject } from 'vitest';

import { gql, type GraphqlResponse } from './graphql.ts';

export const IMPORT_FIELDS = `id questionnaire fileName status failure failureRow createdBy createdByName created updated
  imported undone rows rowsDone validRows errorRows newBeneficiaries recordsWritten
  mapping { beneficiaryColumn dateColumn dateFormat timeZone tagsColumn notesColumn createBeneficiaries answers { questionID column } }
  errors { row column problem value }`;

export const CREATE_IMPORT = `mutation($questionnaire: String!, $fileName: String!) {
  CreateRecordImport(questionnaire: $questionnaire, fileName: $fileName) {
    uploadUrl uploadHeaders { name value } expires maxBytes maxRows import { ${IMPORT_FIELDS} }
  }
}`;
export const CHECK_IMPORT = `mutation($id: ID!, $mapping: RecordImportMappingInput!) {
  CheckRecordImport(id: $id, mapping: $mapping) { ${IMPORT_FIELDS} }
}`;
export const RUN_IMPORT = `mutation($id: ID!) { RunRecordImport(id: $id) { ${IMPORT_FIELDS} } }`;
export const UNDO_IMPORT = `mutation($id: ID!) { UndoRecordImport(id: $id) { ${IMPORT_FIELDS} } }`;
export const GET_IMPORT = `query($id: ID!) { recordImport(id: $id) { ${IMPORT_FIELDS} } }`;
export const LIST_IMPORTS = `query($questionnaire: String) { recordImports(questionnaire: $questionnaire) { ${IMPORT_FIELDS} } }`;
export const IMPORT_ERRORS = `query($id: ID!) { recordImportErrors(id: $id) }`;

export type ImportRowError = { row: number; column: string | null; problem: string; value: string | null };
export type RecordImport = {
  id: string;
  questionnaire: string;
  fileName: string;
  status: string;
  failure: string | null;
  failureRow: number | null;
  createdBy: string;
  createdByName: string;
  imported: string | null;
  rows: number;
  rowsDone: number;
  validRows: number;
  errorRows: number;
  newBeneficiaries: number;
  recordsWritten: number;
  errors: ImportRowError[];
};
export type Upload = {
  uploadUrl: string;
  uploadHeaders: { name: string; value: string }[];
  maxBytes: number;
  maxRows: number;
  import: RecordImport;
};

export type Mapping = {
  beneficiaryColumn: number;
  dateColumn: number;
  dateFormat: 'iso' | 'dmy' | 'mdy' | 'ymd';
  timeZone: string;
  tagsColumn?: number | null;
  notesColumn?: number | null;
  answers: { questionID: string; column: number }[];
  createBeneficiaries?: boolean;
};

function must<T>(response: GraphqlResponse<Record<string, T>>): T {
  const value = Object.values(response.data ?? {})[0];
  if (!value) throw new Error(`import call failed: ${JSON.stringify(response.errors)}`);
  return value;
}

export async function createImport(token: string, questionnaire: string, fileName = 'history.csv') {
  return must(await gql<Record<string, Upload>>(CREATE_IMPORT, { questionnaire, fileName }, token));
}

/** PUTs the file as the browser does: to the URL the API gave, with its headers. */
export async function upload(upload: Pick<Upload, 'uploadUrl' | 'uploadHeaders'>, body: string | Uint8Array) {
  const url = new URL(upload.uploadUrl, inject('apiUrl'));
  const response = await fetch(url, {
    method: 'PUT',
    headers: Object.fromEntries(upload.uploadHeaders.map(({ name, value }) => [name, value])),
    body,
  });
  return response.status;
}

/** Polls the import until its status is no longer a running one. */
export async function settled(token: string, id: string, timeoutMs = 60_000): Promise<RecordImport> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const state = must(await gql<Record<string, RecordImport>>(GET_IMPORT, { id }, token));
    if (!['checking', 'importing', 'undoing'].includes(state.status)) return state;
    if (Date.now() > until) throw new Error(`import ${id} still ${state.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function check(token: string, id: string, mapping: Mapping) {
  must(await gql<Record<string, RecordImport>>(CHECK_IMPORT, { id, mapping }, token));
  return settled(token, id);
}

export async function runImport(token: string, id: string) {
  must(await gql<Record<string, RecordImport>>(RUN_IMPORT, { id }, token));
  return settled(token, id);
}

export async function undoImport(token: string, id: string) {
  must(await gql<Record<string, RecordImport>>(UNDO_IMPORT, { id }, token));
  return settled(token, id);
}

/** A CSV of `rows` under `header`, as the browser uploads it (RFC 4180, CRLF). */
export const csvOf = (header: string[], rows: (string | number)[][]) =>
  [header, ...rows]
    .map((cells) =>
      cells
        .map((cell) => (/[",\r\n]/.test(String(cell)) ? `"${String(cell).replaceAll('"', '""')}"` : cell))
        .join(','),
    )
    .join('\r\n') + '\r\n';

/** Creates an import, uploads `csv` and checks it with `mapping`. */
export async function aCheckedImport(token: string, questionnaire: string, csv: string, mapping: Mapping) {
  const created = await createImport(token, questionnaire);
  const status = await upload(created, csv);
  if (status !== 200) throw new Error(`upload answered ${status}`);
  return check(token, created.import.id, mapping);
}
