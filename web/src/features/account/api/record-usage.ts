import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';

const RecordUsageDocument = graphql(`
  mutation RecordUsage {
    RecordUsage
  }
`);

/** Spec 01 §7 RecordUsage: one usage event for the signed-in staff user's session (beneficiaries: auth.forbidden). */
export const recordUsage = () => request(RecordUsageDocument).then((data) => data.RecordUsage);
