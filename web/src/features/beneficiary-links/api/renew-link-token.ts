import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';

const RenewLinkTokenDocument = graphql(`
  mutation RenewLinkToken {
    RenewLinkToken
  }
`);

/** A fresh token for the link whose token the request carries (errors link.expired, link.completed). */
export const renewLinkToken = () => request(RenewLinkTokenDocument).then((data) => data.RenewLinkToken);
