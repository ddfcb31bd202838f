import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import type { EditBeneficiaryTagsMutationVariables } from '@/lib/graphql/generated/graphql';
import { request } from '@/lib/graphql/client';
import { isMeetingQuery } from '../utils/meeting-queries';
import { beneficiaryQueryKey } from './get-beneficiary';

const EditBeneficiaryTagsDocument = graphql(`
  mutation EditBeneficiaryTags($id: String!, $tags: [String]) {
    EditBeneficiaryTags(id: $id, tags: $tags) {
      id
      tags
    }
  }
`);

/** Sets the beneficiary's tags (creating the beneficiary if needed). */
export const editBeneficiaryTags = (variables: EditBeneficiaryTagsMutationVariables) =>
  request(EditBeneficiaryTagsDocument, variables).then((data) => data.EditBeneficiaryTags);

/** Records carry their beneficiary's tags (benTags), so cached records are stale afterwards as well. */
export function useEditBeneficiaryTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editBeneficiaryTags,
    onSuccess: async (beneficiary) => {
      queryClient.setQueryData(beneficiaryQueryKey(beneficiary.id), beneficiary);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['beneficiaries'] }),
        queryClient.invalidateQueries({ queryKey: ['tag-suggestions'] }),
        queryClient.invalidateQueries({ predicate: (query) => isMeetingQuery(query.queryKey) }),
      ]);
    },
  });
}
