import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Loader } from '@/components/ui/loader';
import { rememberedQuestionnaire, rememberQuestionnaire } from '@/lib/preferences';
import { useJourney } from '../api/get-journey';
import {
  canDrawLine,
  compareRows,
  dimensionsOf,
  hasCategories,
  JOURNEY_VISUALISATIONS,
  lineSeries,
  questionnaireChoices,
  recordsOf,
  scaleOf,
  valueOf,
  type Aggregation,
  type JourneyRecord,
  type Visualisation,
} from '../utils/journey';
import { readPreference, writePreference } from '../utils/preferences';
import type { JourneyViews } from './journey-views';
import { LineChart, LineLegend } from './line-chart';
import styles from './journey.module.css';

export type JourneyPageProps = {
  /** The beneficiary whose records are shown. */
  beneficiary: string;
  /** The questionnaire shown (query `q`), else the remembered one, else the first with records. */
  questionnaire?: string;
  /** The report feature's radar, table and chart frame. */
  views: JourneyViews;
  /** The export page of this beneficiary's records of a questionnaire. */
  exportHref?: (questionnaire: string) => string;
};

function recordLabels(records: readonly JourneyRecord[], language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric' });
  const seen = new Map<string, number>();
  return records.map((record) => {
    const label = format.format(new Date(record.date ?? record.created));
    const count = (seen.get(label) ?? 0) + 1;
    seen.set(label, count);
    return count === 1 ? label : `${label} (${count})`;
  });
}

/** Spec 01 §2 beneficiary journey: radar, line graph and a comparing table of a beneficiary's records. */
export function JourneyPage({ beneficiary, questionnaire, views, exportHref }: JourneyPageProps) {
  const { t, i18n } = useTranslation('journey');
  const journey = useJourney(beneficiary);
  const [search, setSearch] = useSearchParams();
  const [picked, setPicked] = useState<{ first?: string; second?: string }>({});
  // The choice shows at once; the URL follows when the router has run its loaders.
  // Held only while the URL is the one it was chosen on.
  const searchKey = search.toString();
  const [choice, setChoice] = useState<{ key: string; values: Record<string, string> }>({
    key: '',
    values: {},
  });
  const pending = choice.key === searchKey ? choice.values : {};
  const all = journey.data?.records ?? [];
  const choices = questionnaireChoices(all);
  const selected =
    choices.find((c) => c.id === (pending.q ?? questionnaire ?? rememberedQuestionnaire()))?.id ??
    choices[0]?.id ??
    '';
  const records = recordsOf(all, selected);
  const categories = hasCategories(records);
  const aggParam = pending.agg ?? search.get('agg');
  const aggregation: Aggregation =
    categories && (aggParam ?? readPreference('agg')) === 'category' ? 'category' : 'question';
  const visParam = pending.vis ?? search.get('vis') ?? readPreference('vis.journey');
  const visualisation: Visualisation = (JOURNEY_VISUALISATIONS as readonly string[]).includes(visParam ?? '')
    ? (visParam as Visualisation)
    : 'radar';
  const update = (changes: Record<string, string>) => {
    setChoice({ key: searchKey, values: { ...pending, ...changes } });
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) next.set(key, value);
    setSearch(next, { replace: true });
  };

  if (journey.isPending || journey.error)
    return (
      <Loader loading={journey.isPending} error={journey.error} entity={t('failed')}>
        {null}
      </Loader>
    );
  if (!all.length)
    return (
      <Alert tone="warning">
        {journey.data.incomplete
          ? t('noComplete', { name: beneficiary })
          : t('noMeetings', { name: beneficiary })}
      </Alert>
    );

  const dimensions = dimensionsOf(records, aggregation);
  const scale = scaleOf(records, aggregation);
  const labels = recordLabels(records, i18n.language);
  const dimensionWord = t(`view.${aggregation}`).toLowerCase();
  const first = records.find((r) => r.id === picked.first) ?? records[0];
  const second = records.find((r) => r.id === picked.second) ?? records.at(-1);
  const compareTable = (
    <views.Table
      caption={t('compare.caption', { beneficiary })}
      nameHeader={t(`view.${aggregation}`)}
      columns={[
        { id: 'first', header: t('compare.firstColumn') },
        { id: 'second', header: t('compare.secondColumn') },
        { id: 'difference', header: t('compare.difference') },
      ]}
      rows={compareRows(first, second, aggregation, dimensions)}
    />
  );
  const allRecordsTable = (
    <views.Table
      caption={t('charts.radar', { beneficiary, aggregation: dimensionWord })}
      nameHeader={t(`view.${aggregation}`)}
      columns={records.map((record, index) => ({ id: record.id, header: labels[index]! }))}
      rows={dimensions.map((dimension) => ({
        id: dimension.id,
        name: dimension.label,
        values: Object.fromEntries(
          records.map((record) => [record.id, valueOf(record, aggregation, dimension.id)]),
        ),
      }))}
    />
  );

  let view;
  if (visualisation === 'table') {
    view = (
      <>
        <div className={styles.compare}>
          {(['first', 'second'] as const).map((which) => (
            <div key={which} className={styles.field}>
              <label htmlFor={`compare-${which}`} className={styles.label}>
                {t(`compare.${which}`)}
              </label>
              <select
                id={`compare-${which}`}
                className={styles.select}
                value={(which === 'first' ? first : second)?.id}
                onChange={(event) => setPicked((current) => ({ ...current, [which]: event.target.value }))}
              >
                {records.map((record, index) => (
                  <option key={record.id} value={record.id}>
                    {labels[index]}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
        {first && second && first.id === second.id ? <Alert tone="warning">{t('compare.same')}</Alert> : null}
        {compareTable}
      </>
    );
  } else if (visualisation === 'graph') {
    const series = lineSeries(records, aggregation, dimensions);
    view = canDrawLine(series) ? (
      <views.Frame
        title={t('charts.line', { beneficiary, aggregation: dimensionWord })}
        table={allRecordsTable}
        before={<LineLegend ids={series.map((s) => s.id)} />}
      >
        <LineChart
          title={t('charts.line', { beneficiary, aggregation: dimensionWord })}
          series={series}
          min={scale?.min}
          max={scale?.max}
        />
      </views.Frame>
    ) : (
      <Alert tone="warning" title={t('incompatible')}>
        <p>{t('lineTooFew')}</p>
      </Alert>
    );
  } else {
    view = (
      <views.Radar
        key={`${selected}:${aggregation}`}
        title={t('charts.radar', { beneficiary, aggregation: dimensionWord })}
        dimensions={dimensions}
        series={records.map((record, index) => ({
          id: record.id,
          label: labels[index]!,
          values: Object.fromEntries(dimensions.map((d) => [d.id, valueOf(record, aggregation, d.id)])),
        }))}
        minValue={scale?.min}
        maxValue={scale?.max}
        table={allRecordsTable}
      />
    );
  }

  return (
    <section aria-label={t('title')} className={styles.journey}>
      <div className={styles.controls}>
        <div className={styles.field}>
          <label htmlFor="journey-questionnaire" className={styles.label}>
            {t('questionnaire')}
          </label>
          <select
            id="journey-questionnaire"
            className={styles.select}
            value={selected}
            onChange={(event) => {
              setPicked({});
              rememberQuestionnaire(event.target.value);
              update({ q: event.target.value });
            }}
          >
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </select>
        </div>
        {categories ? (
          <fieldset className={styles.fieldset}>
            <legend className={styles.label}>{t('view.aggregation')}</legend>
            <div className={styles.radios}>
              {(['question', 'category'] as const).map((agg) => (
                <label key={agg} className={styles.radio}>
                  <input
                    type="radio"
                    name="journey-agg"
                    checked={aggregation === agg}
                    onChange={() => {
                      writePreference('agg', agg);
                      update({ agg });
                    }}
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
            {JOURNEY_VISUALISATIONS.map((vis) => (
              <label key={vis} className={styles.radio}>
                <input
                  type="radio"
                  name="journey-vis"
                  checked={visualisation === vis}
                  onChange={() => {
                    writePreference('vis.journey', vis);
                    update({ vis });
                  }}
                />
                {t(`view.${vis}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      {view}
      {exportHref && selected ? (
        <p>
          <Link to={exportHref(selected)}>{t('export')}</Link>
        </p>
      ) : null}
    </section>
  );
}
