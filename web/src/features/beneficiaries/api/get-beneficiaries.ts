import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';

const GetBeneficiariesDocument = graphql(`
  query GetBeneficiaries {
    beneficiaries
  }
`);

export const getBeneficiaries = () => request(GetBeneficiariesDocument).then((data) => data.beneficiaries);

/** The organisation's beneficiary ids; spec 01 §7 fetches them fresh each time (network only). */
export const getBeneficiariesQueryOptions = () =>
  queryOptions({ queryKey: ['beneficiaries'], queryFn: getBeneficiaries, staleTime: 0 });

export const useBeneficiaries = () => useQuery(getBeneficiariesQueryOptions());
