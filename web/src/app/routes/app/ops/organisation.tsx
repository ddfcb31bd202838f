import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { Card } from '@/components/ui/card';
import { Loader } from '@/components/ui/loader';
import { paths } from '@/config/paths';
import { LineChart, LineLegend } from '@/features/journey/components/line-chart';
import {
  getOpsOrganisationQueryOptions,
  useOpsChange,
  useOpsOrganisation,
  USAGE_WEEKS,
} from '@/features/ops/api/ops';
import { AuditLog } from '@/features/ops/components/audit-log';
import { OrganisationControls } from '@/features/ops/components/organisation-controls';
import { OrganisationFacts } from '@/features/ops/components/organisation-list';
import { UsageTable } from '@/features/ops/components/usage-table';
import { usageSeries } from '@/features/ops/utils/ops';
import styles from '@/features/ops/components/ops.module.css';
import { prefetchForOperators } from './layout';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    if (params.orgId) void prefetchForOperators(queryClient, getOpsOrganisationQueryOptions(params.orgId));
    return null;
  };

/** /ops/org/:orgId: one organisation's facts, the operator's controls, its usage over time and its audit log. */
export default function OpsOrganisationRoute() {
  const { t } = useTranslation('ops');
  const { orgId = '' } = useParams();
  const detail = useOpsOrganisation(orgId);
  const change = useOpsChange(orgId);
  const organisation = detail.data?.organisation;
  const series = usageSeries(detail.data?.usage ?? [], {
    records: t('usage.records'),
    activeUsers: t('usage.activeUsers'),
  });
  return (
    <>
      <p>
        <Link to={paths.ops.getHref()}>{t('back')}</Link>
      </p>
      <h1>{organisation?.name ?? t('title')}</h1>
      <Loader query={detail} entity={t('organisationEntity')}>
        {organisation && detail.data ? (
          <>
            <Card>
              <OrganisationFacts organisation={organisation} />
            </Card>
            <OrganisationControls organisation={organisation} onChange={(c) => change.mutateAsync(c)} />
            <Card>
              <h2>{t('usage.title')}</h2>
              <div className={styles.chart}>
                <LineChart
                  title={t('usage.chart', { weeks: USAGE_WEEKS })}
                  series={series}
                  min={0}
                  legends={{ x: t('usage.week'), y: t('usage.count') }}
                  integers
                />
              </div>
              <LineLegend ids={series.map((s) => s.id)} />
              <UsageTable usage={detail.data.usage} />
            </Card>
            <Card>
              <h2>{t('audit.title')}</h2>
              <AuditLog entries={detail.data.audit} />
            </Card>
          </>
        ) : null}
      </Loader>
    </>
  );
}
