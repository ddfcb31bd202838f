import { useState } from 'react';
import { useReliableChange } from '../api/get-reliable-change';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ErrorBox } from '@/components/ui/error-box';
import { Loader } from '@/components/ui/loader';
import { reportInputFor, useReport } from '../api/get-report';
import { useReportQuestionnaire } from '../api/get-report-questionnaire';
import {
  storeAggregation,
  storedAggregation,
  storedVisualisation,
  storeVisualisation,
} from '../utils/preferences';
import { RADAR_MIN_DIMENSIONS } from '../utils/chart-utils';
import { cohortOf, emptyReportKind, labelFor, type LabelTexts } from '../utils/report-data';
import {
  chooseAggregation,
  chooseVisualisation,
  isAllRecords,
  minRecordsFor,
  parseReportQuery,
  reportHref,
  VISUALISATIONS,
  type Aggregation,
  type ReportScope,
  type ReportType,
  type Visualisation,
} from '../utils/report-url';
import { ReliableChangeView } from './reliable-change-view';
import { ReportOverview } from './report-overview';
import { ReportView } from './report-view';
import styles from './reports.module.css';

type ReportPageProps = {
  type: ReportType;
  scope: ReportScope;
  /** The organisation has the `diluted_report` plugin. */
  diluted: boolean;
  journeyHref: (beneficiary: string) => string;
  newRecordHref: string;
  newReportHref: string;
};

const formatDay = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(iso),
  );

/** Spec 02 §2 report pages: the type menu, details, view controls, the chosen view and the overview. */
export function ReportPage({
  type,
  scope,
  diluted,
  journeyHref,
  newRecordHref,
  newReportHref,
}: ReportPageProps) {
  const { t, i18n } = useTranslation('reports');
  const [search, setSearch] = useSearchParams();
  const query = parseReportQuery(search);
  const minRecords = minRecordsFor(type, query, diluted);
  const questionnaire = useReportQuestionnaire(scope.questionnaire);
  const input = reportInputFor(scope, query, minRecords);
  const report = useReport(input);
  const [forSharing, setForSharing] = useState(false);
  const reliable = useReliableChange({ ...input, forSharing, enabled: type === 'reliable' });
  // The choice shows at once; the URL follows when the router has run its loaders.
  // Held only while the URL is the one it was chosen on.
  const searchKey = search.toString();
  const [choice, setChoice] = useState<{ key: string; agg?: Aggregation; vis?: Visualisation }>({ key: '' });
  const pending: { agg?: Aggregation; vis?: Visualisation } = choice.key === searchKey ? choice : {};
  const hasCategories = !!report.data?.categories.length;
  const aggregation = chooseAggregation(pending.agg ?? query.agg, storedAggregation(), hasCategories);
  // Until the report is in, the radar is assumed to fit, so a stored radar is not lost to a loading state.
  const radarFits = !report.data || cohortOf(report.data, aggregation).length >= RADAR_MIN_DIMENSIONS;
  const visualisation = chooseVisualisation(
    type,
    pending.vis ?? query.vis,
    storedVisualisation(type),
    radarFits,
  );
  const setView = (change: { agg?: Aggregation; vis?: Visualisation }) => {
    if (change.agg) storeAggregation(change.agg);
    if (change.vis) storeVisualisation(type, change.vis);
    setChoice({ ...pending, ...change, key: searchKey });
    const next = new URLSearchParams(search);
    next.set('vis', change.vis ?? visualisation);
    next.set('agg', change.agg ?? aggregation);
    setSearch(next, { replace: true });
  };
  const texts: LabelTexts = {
    unknownQuestion: t('overview.unknownQuestion'),
    unknownCategory: t('overview.unknownCategory'),
    archived: t('overview.archived'),
  };
  const label = (id: string) => labelFor(aggregation, questionnaire.data, id, texts);
  const types: ReportType[] = [
    'dist',
    'change',
    'reliable',
    'baseline',
    'status',
    ...(diluted ? (['diluted_dist'] as const) : []),
  ];
  const keep = {
    tags: query.tags,
    openStart: query.openStart,
    orTags: query.orTags,
    ...(query.min ? { min: query.min } : {}),
  };
  const empty = report.data ? emptyReportKind(report.data) : null;
  const tags = query.tags.join(', ');

  return (
    <>
      <h1>{t('title')}</h1>
      <nav aria-label={t('types.label')} className={styles.typeNav}>
        <ul>
          {types.map((other) => (
            <li key={other}>
              <Link
                to={reportHref(other, scope, { ...keep, agg: query.agg })}
                className={styles.typeLink}
                aria-current={other === type ? 'page' : undefined}
              >
                {t(`types.${other}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2>{t(`types.${type}`)}</h2>
      <dl className={styles.details}>
        <dt>{t('details.questionnaire')}</dt>
        <dd>{questionnaire.data?.name ?? '…'}</dd>
        <dt>{t('details.period')}</dt>
        <dd>
          {isAllRecords(scope)
            ? t('details.periodAll', { end: formatDay(scope.end, i18n.language) })
            : t('details.periodValue', {
                start: formatDay(scope.start, i18n.language),
                end: formatDay(scope.end, i18n.language),
              })}
          {/* Nothing lies before the start of "All" records, so the open-start note would say nothing. */}
          {query.openStart && !isAllRecords(scope) ? (
            <span className={styles.hint}> {t('details.openStartNote')}</span>
          ) : null}
        </dd>
        <dt>{t('details.tags')}</dt>
        <dd>
          {!query.tags.length
            ? t('details.noTags')
            : query.orTags
              ? t('details.anyTags', { tags })
              : t('details.allTags', { tags })}
        </dd>
      </dl>
      <div className={styles.actions}>
        <Link to={newReportHref}>{t('details.new')}</Link>
        <Link to={reportHref('export', scope, { ...keep, min: minRecords })}>{t('details.export')}</Link>
      </div>
      <Loader loading={report.isPending || questionnaire.isPending} entity={t('title')}>
        {report.error || questionnaire.error ? (
          <ErrorBox text={t('empty.whoops')} />
        ) : report.data ? (
          <>
            {empty === 'noRecords' ? (
              <Alert tone="warning" title={t('empty.noRecords')}>
                <p>{t('empty.noRecordsText')}</p>
                <p>
                  <Link to={newRecordHref}>{t('empty.createRecord')}</Link>
                </p>
              </Alert>
            ) : empty === 'needMoreRecords' ? (
              <Alert tone="warning" title={t('empty.needMore')}>
                <p>{t('empty.needMoreText', { min: minRecords })}</p>
                <p>
                  <Link to={reportHref('status', scope, keep)}>{t('empty.tryStatus')}</Link>
                </p>
              </Alert>
            ) : (
              <>
                <div className={styles.controls}>
                  {hasCategories ? (
                    <fieldset className={styles.fieldset}>
                      <legend className={styles.label}>{t('view.aggregation')}</legend>
                      <div className={styles.radios}>
                        {(['question', 'category'] as const).map((agg) => (
                          <label key={agg} className={styles.radio}>
                            <input
                              type="radio"
                              name="agg"
                              checked={aggregation === agg}
                              onChange={() => setView({ agg })}
                            />
                            {t(`view.${agg}`)}
                          </label>
                        ))}
                      </div>
                    </fieldset>
                  ) : null}
                  <fieldset className={styles.fieldset}>
                    <legend className={styles.label}>{t('view.visualisation')}</legend>
                    <div className={styles.radios}>
                      {VISUALISATIONS[type].map((vis) => (
                        <label key={vis} className={styles.radio}>
                          <input
                            type="radio"
                            name="vis"
                            checked={visualisation === vis}
                            onChange={() => setView({ vis })}
                          />
                          {t(`view.${vis}`)}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                </div>
                {type === 'reliable' ? (
                  <Loader loading={reliable.isPending} entity={t('types.reliable')}>
                    {reliable.error ? (
                      <ErrorBox text={t('empty.whoops')} />
                    ) : reliable.data ? (
                      <ReliableChangeView
                        data={reliable.data}
                        input={input}
                        aggregation={aggregation}
                        visualisation={visualisation}
                        label={label}
                        forSharing={forSharing}
                        onForSharingChange={setForSharing}
                      />
                    ) : null}
                  </Loader>
                ) : (
                  <ReportView
                    key={`${type}:${aggregation}:${visualisation}`}
                    type={type}
                    report={report.data}
                    questionnaire={questionnaire.data}
                    aggregation={aggregation}
                    visualisation={visualisation}
                    label={label}
                  />
                )}
              </>
            )}
            <ReportOverview
              report={report.data}
              questionnaire={questionnaire.data}
              minRecords={minRecords}
              hideExcludedBeneficiaries={type === 'baseline' || type === 'status'}
              journeyHref={journeyHref}
            />
          </>
        ) : null}
      </Loader>
    </>
  );
}
