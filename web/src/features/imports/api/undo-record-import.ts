import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import { getRecordImportQueryOptions } from './get-record-import';
import { getRecordImportsQueryOptions } from './get-record-imports';

const UndoRecordImportDocument = graphql(`
  mutation UndoRecordImport($id: ID!) {
    UndoRecordImport(id: $id) {
      ...RecordImportFields
    }
  }
`);

/** Removes exactly the records of an imported batch; every other record stays. */
export const undoRecordImport = (id: string) =>
  request(UndoRecordImportDocument, { id }).then((data) => data.UndoRecordImport);

export const useUndoRecordImport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoRecordImport,
    onSuccess: async (saved) => {
      queryClient.setQueryData(getRecordImportQueryOptions(saved.id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: getRecordImportsQueryOptions().queryKey, exact: true });
    },
  });
};
