import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import type { EditBeneficiaryTagsMutationVariables } from '@/lib/graphql/generated/graphql';
import { request } from '@/lib/graphql/client';
import { refreshMeetingCaches } from '@/lib/meeting-cache';
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

/** Every record of the beneficiary carries their tags (benTags), so cached records are stale afterwards too. */
export function useEditBeneficiaryTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editBeneficiaryTags,
    onSuccess: async (beneficiary) => {
      queryClient.setQueryData(beneficiaryQueryKey(beneficiary.id), beneficiary);
      await refreshMeetingCaches(queryClient);
    },
  });
}
