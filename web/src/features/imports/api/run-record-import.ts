import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import { getRecordImportQueryOptions } from './get-record-import';
import { getRecordImportsQueryOptions } from './get-record-imports';

const RunRecordImportDocument = graphql(`
  mutation RunRecordImport($id: ID!) {
    RunRecordImport(id: $id) {
      ...RecordImportFields
    }
  }
`);

/** Imports a checked file's valid rows as one batch; the job goes on if the page closes. */
export const runRecordImport = (id: string) =>
  request(RunRecordImportDocument, { id }).then((data) => data.RunRecordImport);

export const useRunRecordImport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runRecordImport,
    onSuccess: async (saved) => {
      queryClient.setQueryData(getRecordImportQueryOptions(saved.id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: getRecordImportsQueryOptions().queryKey, exact: true });
    },
  });
};
