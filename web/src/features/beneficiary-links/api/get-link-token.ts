import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';

const GetLinkTokenDocument = graphql(`
  query GetLinkToken($jti: String!) {
    jwt(jti: $jti)
  }
`);

/** The link token of a one-time link (errors link.notFound, link.expired). */
export const getLinkToken = (jti: string) => request(GetLinkTokenDocument, { jti }).then((data) => data.jwt);
