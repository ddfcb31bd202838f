import type { QueryClient } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSearchParams } from 'react-router';
import { InputField } from '@/components/ui/input-field';
import { Loader } from '@/components/ui/loader';
import { paths } from '@/config/paths';
import { getOpsOrganisationsQueryOptions, useOpsOrganisations } from '@/features/ops/api/ops';
import { OrganisationList } from '@/features/ops/components/organisation-list';
import { getOperatorQueryOptions } from '@/features/account/api/get-operator';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient
    .ensureQueryData(getOperatorQueryOptions())
    .then((operator) =>
      operator ? queryClient.prefetchInfiniteQuery(getOpsOrganisationsQueryOptions('')) : undefined,
    )
    .catch(() => undefined);
  return null;
};

/**
 * /ops: organisations a page at a time, searched by the API as the operator types (kept in the address, so Back
 * returns to it).
 */
export default function OpsListRoute() {
  const { t } = useTranslation('ops');
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const organisations = useOpsOrganisations(useDeferredValue(search.trim()));
  const shown = organisations.data?.pages.flatMap((page) => page.organisations) ?? [];
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <div role="search">
        <InputField
          name="q"
          type="search"
          label={t('search')}
          hint={t('searchHint')}
          value={search}
          autoComplete="off"
          onChange={(event) =>
            setParams(event.target.value ? { q: event.target.value } : {}, { replace: true })
          }
        />
      </div>
      <Loader query={organisations} entity={t('entity')}>
        <p role="status">{t('count', { count: shown.length })}</p>
        {shown.length ? (
          <>
            <OrganisationList organisations={shown} hrefOf={paths.opsOrganisation.getHref} />
            {organisations.hasNextPage ? (
              <Button
                variant="secondary"
                disabled={organisations.isFetchingNextPage}
                onClick={() => void organisations.fetchNextPage()}
              >
                {t('more')}
              </Button>
            ) : null}
          </>
        ) : (
          <p>{t('noMatch', { search })}</p>
        )}
      </Loader>
    </>
  );
}
