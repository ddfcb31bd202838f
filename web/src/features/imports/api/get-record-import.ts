import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import type { RecordImportFieldsFragment } from '@/lib/graphql/generated/graphql';
import { request } from '@/lib/graphql/client';

/**
 * What every import screen shows of an import; each import mutation answers with it to refresh the cache.
 * @public Documents spread it by name and codegen reads it there; no module imports it (knip).
 */
export const RecordImportFields = graphql(`
  fragment RecordImportFields on RecordImport {
    id
    questionnaire
    fileName
    status
    failure
    failureRow
    createdByName
    created
    imported
    undone
    rows
    rowsDone
    validRows
    errorRows
    newBeneficiaries
    recordsWritten
    errors {
      row
      column
      problem
      value
    }
  }
`);

export type RecordImport = RecordImportFieldsFragment;

/** The statuses a job is still moving out of: the page polls while an import is in one. */
const RUNNING: readonly RecordImport['status'][] = ['checking', 'importing', 'undoing'];

export const isRunning = (status: RecordImport['status']) => RUNNING.includes(status);

/** How often a running import is read again: a job writes its progress after each chunk of rows. */
export const POLL_MS = 1000;

const GetRecordImportDocument = graphql(`
  query GetRecordImport($id: ID!) {
    recordImport(id: $id) {
      ...RecordImportFields
    }
  }
`);

export const getRecordImport = (id: string) =>
  request(GetRecordImportDocument, { id }).then((data) => data.recordImport);

/** One import, read again every second while its job runs; a page opened later picks a running job up. */
export const getRecordImportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['recordImports', id],
    queryFn: () => getRecordImport(id),
    refetchInterval: (query) => (query.state.data && isRunning(query.state.data.status) ? POLL_MS : false),
  });

/** An import by id; none while `id` is empty (a new import has none before its file is sent). */
export const useRecordImport = (id: string) =>
  useQuery({ ...getRecordImportQueryOptions(id), enabled: !!id });
