import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@/components/brand/brand-provider';
import type { ChangeFigures, ReliableChangeData } from '../api/get-reliable-change';
import type { ReportInput } from '../api/get-report';
import { CHART_BACKGROUND } from '@/components/ui/chart-style';
import { seriesColours } from '../utils/chart-colours';
import type { Aggregation, Visualisation } from '../utils/report-url';
import {
  CLASS_KEYS,
  chartRows,
  formatNumber,
  formatP,
  formatRate,
  type ClassKey,
} from '../utils/reliable-change';
import { StackedBars } from './bar-charts';
import { ChartFrame } from './chart-frame';
import { ReliableChangeDownload } from './reliable-change-download';
import styles from './reports.module.css';

type ReliableChangeViewProps = {
  data: ReliableChangeData;
  /** The report's arguments, which the downloaded file is made from. */
  input: ReportInput;
  /** Passed to the download: sends the browser to the file's path. */
  download?: (path: string) => void;
  aggregation: Aggregation;
  visualisation: Visualisation;
  label: (id: string) => string;
  forSharing: boolean;
  onForSharingChange: (forSharing: boolean) => void;
};

type Share = { count?: number | null; rate?: number | null } | null | undefined;

/** The Reliable Change report (docs/reports.md): chart of the three classes, the figures table, each explained. */
export function ReliableChangeView({
  data,
  input,
  download,
  aggregation,
  visualisation,
  label,
  forSharing,
  onForSharingChange,
}: ReliableChangeViewProps) {
  const { t, i18n } = useTranslation('reports');
  const sharingHintId = useId();
  const language = i18n.language;
  const threshold = data.smallNumberThreshold;
  const figures = aggregation === 'category' ? data.categories : data.questions;
  const dimension = t(`view.${aggregation}`).toLowerCase();
  const fewerThan = t('reliable.fewerThan', { threshold });
  const count = (share: Share) =>
    share?.count === null || share?.count === undefined ? fewerThan : String(share.count);
  const rate = (share: Share) =>
    share?.rate === null || share?.rate === undefined ? '' : ` (${formatRate(share.rate, language)})`;
  const classLabel = (key: ClassKey) => t(`reliable.classes.${key}`);

  const tableCaption = t('reliable.tableCaption', { aggregation: dimension });
  const table = (
    // A named region that takes focus: the table scrolls sideways on a phone, and keyboard users must reach
    // what is off screen (WCAG 2.1.1, axe scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={tableCaption}>
      <table className={styles.table}>
        <caption className="visually-hidden">
          {t('reliable.tableCaption', { aggregation: dimension })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t(`table.${aggregation}`)}</th>
            {(['n', 'meanChange', 'ci', 'effectSize', 'p', 'threshold', ...CLASS_KEYS] as const).map(
              (column) => (
                <th key={column} scope="col">
                  {t(`reliable.columns.${column}`)}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {figures.map((row) => (
            <tr key={row.id}>
              <th scope="row">{label(row.id)}</th>
              <td>{row.n ?? fewerThan}</td>
              {row.tooFew ? (
                <td colSpan={8}>{t('reliable.tooFew', { threshold })}</td>
              ) : (
                <>
                  <td>
                    {row.meanChange === null || row.meanChange === undefined
                      ? '—'
                      : formatNumber(row.meanChange, language, true)}
                  </td>
                  <td>
                    {row.ciLow === null ||
                    row.ciLow === undefined ||
                    row.ciHigh === null ||
                    row.ciHigh === undefined
                      ? '—'
                      : `${formatNumber(row.ciLow, language, true)} … ${formatNumber(row.ciHigh, language, true)}`}
                  </td>
                  <td>
                    {row.effectSize === null || row.effectSize === undefined
                      ? '—'
                      : formatNumber(row.effectSize, language)}
                  </td>
                  <td>
                    {row.wilcoxonP === null || row.wilcoxonP === undefined
                      ? '—'
                      : formatP(row.wilcoxonP, language)}
                  </td>
                  <td>
                    {row.threshold === null || row.threshold === undefined
                      ? '—'
                      : formatNumber(row.threshold, language)}
                  </td>
                  {CLASS_KEYS.map((key) => (
                    <td key={key}>{row[key] ? `${count(row[key])}${rate(row[key])}` : '—'}</td>
                  ))}
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  const rows = chartRows(figures, label);
  const chartTitle = t('reliable.chartTitle', { aggregation: dimension });

  return (
    <div className={styles.reliable}>
      <p>{t('reliable.intro')}</p>
      <div className={styles.reliableTools}>
        <div className={styles.reliableSharing}>
          <label className={styles.radio}>
            <input
              type="checkbox"
              checked={forSharing}
              aria-describedby={sharingHintId}
              onChange={(event) => onForSharingChange(event.target.checked)}
            />
            {t('reliable.forSharing', { threshold })}
          </label>
          <p id={sharingHintId} className={styles.hint}>
            {t('reliable.forSharingHint', { threshold })}
          </p>
        </div>
        <ReliableChangeDownload input={input} forSharing={forSharing} download={download} />
      </div>
      {figures.length === 0 ? (
        <p>{t('reliable.noFigures')}</p>
      ) : visualisation === 'table' || rows.length === 0 ? (
        table
      ) : (
        <ClassChart title={chartTitle} rows={rows} table={table} labels={CLASS_KEYS.map(classLabel)} />
      )}
      {figures.map((row) => (
        <FigureDetails
          key={row.id}
          row={row}
          name={label(row.id)}
          threshold={threshold}
          count={count}
          forSharing={data.forSharing}
        />
      ))}
      <details className={styles.reliableHow}>
        <summary>{t('reliable.how.title')}</summary>
        <ul>
          {(['same', 'threshold', 'mean', 'effect', 'wilcoxon', 'small'] as const).map((key) => (
            <li key={key}>{t(`reliable.how.${key}`, { threshold })}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}

type ClassChartProps = {
  title: string;
  rows: ReturnType<typeof chartRows>;
  table: React.ReactNode;
  labels: string[];
};

/** One horizontal bar per question or category stacking the three classes. */
function ClassChart({ title, rows, table, labels }: ClassChartProps) {
  const { t } = useTranslation('reports');
  const { brand } = useBrand();
  // Deteriorated, no change, improved are steps of one scale, like Beneficiary Change's bars.
  const colours = seriesColours(brand.colours.chart, CLASS_KEYS.length, 'scale');
  const legend = (
    <ul className={styles.legend} aria-hidden="true">
      {labels.map((text, index) => (
        <li key={text} className={styles.legendStatic}>
          <span className={styles.swatch} style={{ background: colours[index] }} />
          {text}
        </li>
      ))}
    </ul>
  );
  return (
    <ChartFrame title={title} table={table} before={legend}>
      <StackedBars
        title={title}
        rows={rows.map((row) => ({ name: row.name, values: CLASS_KEYS.map((key) => row.values[key]) }))}
        series={labels.map((label, index) => ({ label, colour: colours[index]! }))}
        axisLegend={t('series.beneficiaries')}
        segmentLabel={(value) => String(value)}
        labelSkipWidth={14}
        outline={CHART_BACKGROUND}
      />
    </ChartFrame>
  );
}

type FigureDetailsProps = {
  row: ChangeFigures;
  name: string;
  threshold: number;
  count: (share: Share) => string;
  forSharing: boolean;
};

/** One question's or category's figures, each with a plain-English line beside it. */
function FigureDetails({ row, name, threshold, count, forSharing }: FigureDetailsProps) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  const percent = (share: Share) =>
    share?.rate === null || share?.rate === undefined ? '—' : formatRate(share.rate, language);
  const items: [string, string][] = [];
  const n = row.n ?? null;
  items.push([
    n === null ? t('reliable.tooFew', { threshold }) : t('reliable.figure.n', { n }),
    t('reliable.figure.nExplained'),
  ]);
  if (!row.tooFew && row.meanChange !== null && row.meanChange !== undefined) {
    items.push([
      t('reliable.figure.meanChange', { value: formatNumber(row.meanChange, language, true) }),
      t('reliable.figure.meanChangeExplained'),
    ]);
    if (row.ciLow !== null && row.ciLow !== undefined && row.ciHigh !== null && row.ciHigh !== undefined)
      items.push([
        t('reliable.figure.ci', {
          low: formatNumber(row.ciLow, language, true),
          high: formatNumber(row.ciHigh, language, true),
        }),
        t('reliable.figure.ciExplained'),
      ]);
    if (row.effectSize !== null && row.effectSize !== undefined)
      items.push([
        t('reliable.figure.effectSize', { value: formatNumber(row.effectSize, language) }),
        t('reliable.figure.effectSizeExplained'),
      ]);
    if (row.wilcoxonP !== null && row.wilcoxonP !== undefined)
      items.push([
        t('reliable.figure.p', { value: formatP(row.wilcoxonP, language) }),
        t('reliable.figure.pExplained'),
      ]);
  }
  if (
    row.threshold !== null &&
    row.threshold !== undefined &&
    row.reliability !== null &&
    row.reliability !== undefined
  ) {
    items.push([
      t('reliable.figure.threshold', {
        value: formatNumber(row.threshold, language),
        reliability: formatNumber(row.reliability, language),
      }),
      t('reliable.figure.thresholdExplained'),
    ]);
    for (const key of ['improved', 'unchanged', 'deteriorated'] as const)
      items.push([
        t('reliable.figure.classCount', {
          label: t(`reliable.classes.${key}`),
          count: count(row[key]),
          rate: percent(row[key]),
        }),
        t('reliable.figure.classExplained'),
      ]);
  }
  const tt = row.talkingTherapies;
  const measure =
    tt?.measure === 'gad7' ? t('reliable.talkingTherapies.gad7') : t('reliable.talkingTherapies.phq9');
  return (
    <details className={styles.reliableDetails}>
      <summary>
        {name}
        {row.direction ? ` — ${t(`reliable.direction.${row.direction}`)}` : ''}
      </summary>
      {row.tooFew ? <p>{t('reliable.tooFew', { threshold })}</p> : null}
      {row.notes.includes('mixedDirections') ? <p>{t('reliable.mixedDirections')}</p> : null}
      {row.notes.includes('noReliability') && !row.notes.includes('mixedDirections') ? (
        <p>{t('reliable.noReliability')}</p>
      ) : null}
      <dl className={styles.reliableFigures}>
        {items.map(([figure, explained]) => (
          <div key={figure}>
            <dt>{figure}</dt>
            <dd>{explained}</dd>
          </div>
        ))}
      </dl>
      {tt ? (
        <section
          aria-label={t('reliable.talkingTherapies.title', {
            measure: measure,
          })}
        >
          <h3>{t('reliable.talkingTherapies.title', { measure: measure })}</h3>
          <dl className={styles.reliableFigures}>
            <div>
              <dt>
                {t('reliable.talkingTherapies.cases', {
                  count: tt.casesAtStart ?? t('reliable.fewerThan', { threshold }),
                })}
              </dt>
              <dd>{t('reliable.talkingTherapies.casesExplained')}</dd>
            </div>
            {(['reliableImprovement', 'recovery', 'reliableRecovery'] as const).map((key) => (
              <div key={key}>
                <dt>
                  {t(`reliable.talkingTherapies.${key}`, {
                    count: count(tt[key]),
                    rate: percent(tt[key]),
                  })}
                </dt>
                <dd>{t('reliable.talkingTherapies.explained')}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {!forSharing && row.beneficiaries.some((each) => each.class) ? (
        <div>
          <h3>{t('reliable.people.title')}</h3>
          <dl className={styles.reliableFigures}>
            {(['improved', 'unchanged', 'deteriorated'] as const).map((key) => {
              const ids = row.beneficiaries.filter((each) => each.class === key).map(({ id }) => id);
              return (
                <div key={key}>
                  <dt>{t(`reliable.classes.${key}`)}</dt>
                  <dd>{ids.length ? ids.join(', ') : t('reliable.people.none')}</dd>
                </div>
              );
            })}
          </dl>
        </div>
      ) : null}
    </details>
  );
}
