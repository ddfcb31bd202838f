import { useTranslation } from 'react-i18next';
import {
  changeRows,
  cohortOf,
  distanceRows,
  distributions,
  scaleBounds,
  snapshotRows,
  type ReportData,
  type ReportQuestionnaire,
} from '../utils/report-data';
import type { Aggregation, ReportType, Visualisation } from '../utils/report-url';
import { DataTable } from './data-table';
import { DistributionCharts } from './distribution-chart';
import { RadarChart } from './radar-chart';
import { StackedBarChart } from './stacked-bar-chart';

type ReportViewProps = {
  type: ReportType;
  report: ReportData;
  questionnaire: ReportQuestionnaire | undefined;
  aggregation: Aggregation;
  visualisation: Visualisation;
  label: (id: string) => string;
};

/** One report view (client notes §2.3) in the chosen aggregation and visualisation. */
export function ReportView({
  type,
  report,
  questionnaire,
  aggregation,
  visualisation,
  label,
}: ReportViewProps) {
  const { t } = useTranslation('reports');
  const dimension = t(`view.${aggregation}`).toLowerCase();
  const nameHeader = t(`table.${aggregation}`);
  const ids = cohortOf(report, aggregation).map((row) => row.id);
  const dimensions = ids.map((id) => ({ id, label: label(id) }));
  const scale = scaleBounds(questionnaire, aggregation, ids);

  if (type === 'change') {
    const rows = changeRows(report, aggregation, label);
    const title = t('charts.change', { aggregation: dimension });
    const table = (
      <DataTable
        caption={title}
        nameHeader={nameHeader}
        columns={[
          { id: 'decreased', header: t('table.decreased') },
          { id: 'same', header: t('table.same') },
          { id: 'increased', header: t('table.increased') },
        ]}
        rows={rows}
        integers
      />
    );
    return visualisation === 'table' ? table : <StackedBarChart title={title} rows={rows} table={table} />;
  }

  if (type === 'baseline' || type === 'status') {
    const kind = type === 'baseline' ? 'initial' : 'latest';
    const rows = snapshotRows(report, aggregation, kind, label);
    const title = t(`charts.${type}`, { aggregation: dimension });
    const table = (
      <DataTable
        caption={title}
        nameHeader={nameHeader}
        columns={[{ id: 'value', header: t('table.value') }]}
        rows={rows}
      />
    );
    if (visualisation === 'table') return table;
    if (visualisation === 'bar')
      return <DistributionCharts items={distributions(report, questionnaire, aggregation, kind, label)} />;
    return (
      <RadarChart
        title={title}
        dimensions={dimensions}
        series={[
          {
            id: kind,
            label: t(`series.${kind}`),
            values: Object.fromEntries(rows.map((row) => [row.id, row.values.value])),
          },
        ]}
        minValue={scale?.min}
        maxValue={scale?.max}
        table={table}
      />
    );
  }

  const rows = distanceRows(report, aggregation, label);
  const title = t('charts.distance', { aggregation: dimension });
  const table = (
    <DataTable
      caption={title}
      nameHeader={nameHeader}
      columns={[
        { id: 'initial', header: t('table.initial') },
        { id: 'latest', header: t('table.latest') },
        { id: 'difference', header: t('table.difference') },
      ]}
      rows={rows}
    />
  );
  if (visualisation === 'table') return table;
  return (
    <RadarChart
      title={title}
      dimensions={dimensions}
      series={(['initial', 'latest'] as const).map((kind) => ({
        id: kind,
        label: t(`series.${kind}`),
        values: Object.fromEntries(rows.map((row) => [row.id, row.values[kind]])),
      }))}
      minValue={scale?.min}
      maxValue={scale?.max}
      table={table}
    />
  );
}
