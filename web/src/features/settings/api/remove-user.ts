import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import { getOrgUsersQueryOptions } from './get-org-users';

const RemoveUserDocument = graphql(`
  mutation RemoveUser($userID: String!) {
    RemoveUser(userID: $userID) {
      id
    }
  }
`);

/** Makes a user inactive; fails with `organisation.lastUser` or `user.notFound`. */
export const removeUser = (userID: string) => request(RemoveUserDocument, { userID });

export const useRemoveUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getOrgUsersQueryOptions().queryKey }),
  });
};
