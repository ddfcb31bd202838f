import { useMutation } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';

const UnsubscribeDocument = graphql(`
  mutation Unsubscribe($userID: String!) {
    Unsubscribe(userID: $userID)
  }
`);

/** Spec 01 §8 "Unsubscribe": stops the emails to the user; `user.notFound` for an unknown id. */
export const unsubscribe = (userID: string) =>
  request(UnsubscribeDocument, { userID }).then((data) => data.Unsubscribe);

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
