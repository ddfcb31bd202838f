import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';

const GetOperatorDocument = graphql(`
  query GetOperator {
    self {
      id
      operator
    }
  }
`);

/**
 * Whether the signed-in user is an operator (the Cognito group `operators`, read from the ID token): the staff
 * navigation then offers the operator console. Apart from `self`, which the profile form rewrites.
 */
export const getOperatorQueryOptions = () =>
  queryOptions({
    queryKey: ['self', 'operator'],
    queryFn: () => request(GetOperatorDocument).then((data) => data.self.operator),
    staleTime: 5 * 60_000,
  });

export const useOperator = () => useQuery(getOperatorQueryOptions());
