import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Loader } from '@/components/ui/loader';
import { getOperatorQueryOptions, useOperator } from '@/features/account/api/get-operator';
import StaffNotFoundRoute from '../not-found';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(getOperatorQueryOptions());
  return null;
};

/** Starts a console query once the caller is known to be an operator: nobody else is sent one. */
export async function prefetchForOperators<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<void> {
  const operator = await queryClient.ensureQueryData(getOperatorQueryOptions()).catch(() => false);
  if (operator) await queryClient.prefetchQuery(options);
}

/**
 * The operator console's guard: inside the staff guard, only operators (`self.operator`, the Cognito group) see
 * it; anyone else gets the not-found page, as for a path that does not exist. The API refuses them regardless.
 */
export default function OpsLayout() {
  const { t } = useTranslation('ops');
  const operator = useOperator();
  if (operator.data === false) return <StaffNotFoundRoute />;
  return (
    <Loader query={operator} entity={t('title')}>
      <Outlet />
    </Loader>
  );
}
