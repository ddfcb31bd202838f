import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { InputField } from '@/components/ui/input-field';
import { Loader } from '@/components/ui/loader';
import { paths } from '@/config/paths';
import { getOpsOrganisationsQueryOptions, useOpsOrganisations } from '@/features/ops/api/ops';
import { OrganisationList } from '@/features/ops/components/organisation-list';
import { matchesSearch } from '@/features/ops/utils/ops';
import { prefetchForOperators } from './layout';

export const clientLoader = (queryClient: QueryClient) => () => {
  void prefetchForOperators(queryClient, getOpsOrganisationsQueryOptions(''));
  return null;
};

/** /ops: every organisation, searched as the operator types (kept in the address, so Back returns to it). */
export default function OpsListRoute() {
  const { t } = useTranslation('ops');
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const organisations = useOpsOrganisations('');
  const shown = (organisations.data ?? []).filter((organisation) => matchesSearch(organisation, search));
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
          <OrganisationList organisations={shown} hrefOf={paths.opsOrganisation.getHref} />
        ) : (
          <p>{t('noMatch', { search })}</p>
        )}
      </Loader>
    </>
  );
}
