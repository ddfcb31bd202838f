import { useMutation } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';

const UnsubscribeDocument = graphql(`
  mutation Unsubscribe($userID: String!) {
    Unsubscribe(userID: $userID)
  }
`);

/**
 * Spec 01 §8 "Unsubscribe": stops the emails to the user the route's value names, the signed value of the email's
 * link (`/unsubscribe/{value}`); `user.notFound` for anything else, a bare user id included.
 */
export const unsubscribe = (userID: string) =>
  request(UnsubscribeDocument, { userID }).then((data) => data.Unsubscribe);

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
