import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { Loader } from '@/components/ui/loader';
import { paths } from '@/config/paths';
import { hasPlugin, useOrganisation } from '@/features/account/api/get-organisation';
import { ReportForm } from '@/features/reports/components/report-form';
import { scopeOf } from '@/features/reports/utils/report-form';
import { parseReportQuery } from '@/features/reports/utils/report-url';
import { SveCalculator } from '@/features/social-value/components/sve-calculator';
import NotFoundRoute from '../not-found';

/** Spec 02 §2 /plugin/sve (only with the `sve` plugin): a report form, then the calculator and hand-off. */
export default function SocialValueRoute() {
  const { t } = useTranslation('social-value');
  const organisation = useOrganisation();
  const [search, setSearch] = useSearchParams();
  if (organisation.data && !hasPlugin(organisation.data, 'sve')) return <NotFoundRoute />;
  const questionnaire = search.get('q') ?? '';
  const start = search.get('start') ?? '';
  const end = search.get('end') ?? '';
  const query = parseReportQuery(search);
  const chosen = !!(questionnaire && start && end);
  return (
    <Loader loading={organisation.isPending} error={organisation.error} entity={t('title')}>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <Card>
        {chosen ? (
          <>
            <h2>{t('calculator.title')}</h2>
            <SveCalculator
              key={search.toString()}
              input={{ questionnaire, start, end, tags: query.tags, orTags: query.orTags }}
            />
            <p>
              <Link to={`${paths.socialValue.getHref()}?q=${encodeURIComponent(questionnaire)}`}>
                {t('change')}
              </Link>
            </p>
          </>
        ) : (
          <ReportForm
            questionnaire={questionnaire || undefined}
            submitLabel={t('continue')}
            onSubmit={(values) => {
              const scope = scopeOf(values, new Date());
              setSearch({
                q: scope.questionnaire,
                start: scope.start,
                end: scope.end,
                tags: JSON.stringify(values.tags),
                or: JSON.stringify(values.tags.length >= 2 && values.orTags),
              });
            }}
          />
        )}
      </Card>
    </Loader>
  );
}
