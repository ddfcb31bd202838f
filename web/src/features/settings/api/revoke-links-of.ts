import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';

const RevokeLinksOfDocument = graphql(`
  mutation RevokeLinksOf($userID: String!) {
    RevokeLinksOf(userID: $userID)
  }
`);

/** Ends every open link and summon the user made in the active organisation; resolves with how many. */
export const revokeLinksOf = (userID: string) =>
  request(RevokeLinksOfDocument, { userID }).then((data) => data.RevokeLinksOf);
