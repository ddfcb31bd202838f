import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';

const GetRecordImportErrorsDocument = graphql(`
  query GetRecordImportErrors($id: ID!) {
    recordImportErrors(id: $id)
  }
`);

/** The download path of every problem of the latest check (CSV: row, column, problem, value), valid 5 minutes. */
export const getRecordImportErrors = (id: string) =>
  request(GetRecordImportErrorsDocument, { id }).then((data) => data.recordImportErrors);
