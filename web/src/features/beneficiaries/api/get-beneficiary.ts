import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import { isApiError } from '@/lib/graphql/api-error';

const GetBeneficiaryDocument = graphql(`
  query GetBeneficiary($id: String!) {
    beneficiary(id: $id) {
      id
      tags
    }
  }
`);

export type Beneficiary = { id: string; tags: string[] };

/**
 * One beneficiary. Spec 01 §8: a 'not found' error is not terminal, as tags may be set on a beneficiary without
 * records yet; it reads as a beneficiary without tags.
 */
export const getBeneficiary = (id: string): Promise<Beneficiary> =>
  request(GetBeneficiaryDocument, { id }).then(
    (data) => data.beneficiary,
    (error: unknown) => {
      if (isApiError(error, 'beneficiary.notFound')) return { id, tags: [] };
      throw error;
    },
  );

export const beneficiaryQueryKey = (id: string) => ['beneficiary', id] as const;

export const getBeneficiaryQueryOptions = (id: string) =>
  queryOptions({ queryKey: beneficiaryQueryKey(id), queryFn: () => getBeneficiary(id) });

export const useBeneficiary = (id: string) => useQuery(getBeneficiaryQueryOptions(id));
