import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import type { RecordImportMappingInput } from '@/lib/graphql/generated/graphql';
import { request } from '@/lib/graphql/client';
import { getRecordImportQueryOptions } from './get-record-import';

const CheckRecordImportDocument = graphql(`
  mutation CheckRecordImport($id: ID!, $mapping: RecordImportMappingInput!) {
    CheckRecordImport(id: $id, mapping: $mapping) {
      ...RecordImportFields
    }
  }
`);

/** Starts the dry run of an uploaded file with a mapping; nothing is written. Poll the import until `checked`. */
export const checkRecordImport = (id: string, mapping: RecordImportMappingInput) =>
  request(CheckRecordImportDocument, { id, mapping }).then((data) => data.CheckRecordImport);

export const useCheckRecordImport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, mapping }: { id: string; mapping: RecordImportMappingInput }) =>
      checkRecordImport(id, mapping),
    onSuccess: (saved) => queryClient.setQueryData(getRecordImportQueryOptions(saved.id).queryKey, saved),
  });
};
