import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import { openLinksQueryKey } from './get-open-links';

const RevokeLinkDocument = graphql(`
  mutation RevokeLink($id: String!) {
    RevokeLink(id: $id)
  }
`);

/** Ends an open one-time link (its JTI) or summon (its id): opening it then says it has expired. */
export const revokeLink = (id: string) => request(RevokeLinkDocument, { id });

export const useRevokeLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeLink,
    // Also when it failed: a link already gone (used up, revoked elsewhere) leaves the list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: openLinksQueryKey }),
  });
};
