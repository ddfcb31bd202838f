import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import { isRunning, POLL_MS } from './get-record-import';

const GetRecordImportsDocument = graphql(`
  query GetRecordImports {
    recordImports {
      ...RecordImportFields
    }
  }
`);

/** The organisation's imports (batches), newest first, undone ones included. */
export const getRecordImports = () => request(GetRecordImportsDocument).then((data) => data.recordImports);

/** The list, read again while any of its imports runs, so a batch being imported or undone shows its progress. */
export const getRecordImportsQueryOptions = () =>
  queryOptions({
    queryKey: ['recordImports'],
    queryFn: getRecordImports,
    refetchInterval: (query) =>
      query.state.data?.some((batch) => isRunning(batch.status)) ? POLL_MS : false,
  });

export const useRecordImports = () => useQuery(getRecordImportsQueryOptions());
