import { useTranslation } from 'react-i18next';
import { useBrand } from '@/components/brand/brand-provider';
import { labelColourOn, SCALE_OUTLINE, seriesColours } from '../utils/chart-colours';
import { countTicks, labelRoom, truncateLabel } from '../utils/chart-utils';
import type { ChangeColumn } from '../utils/report-data';
import type { TableRow } from '../utils/impact-table';
import { ChartFrame } from './chart-frame';
import { CHART_THEME } from './radar-chart';
import styles from './reports.module.css';
import { ResponsiveBar } from './lazy-charts';

type StackedBarChartProps = {
  title: string;
  rows: readonly TableRow<ChangeColumn>[];
  table: React.ReactNode;
};

const KEYS: ChangeColumn[] = ['decreased', 'same', 'increased'];

/** Beneficiary Change: one horizontal bar per dimension stacking Decreased, Same and Increased counts. */
export function StackedBarChart({ title, rows, table }: StackedBarChartProps) {
  const { t } = useTranslation('reports');
  const { brand } = useBrand();
  // Decreased, Same, Increased are steps of one scale (spec 02 §9 "3 scale series").
  const colours = seriesColours(brand.colours.chart, KEYS.length, 'scale');
  const labels = KEYS.map((key) => t(`series.${key}`));
  // Each segment says which class it is by a sign before its count, not by its shade alone (WCAG 1.4.1).
  const signs = KEYS.map((key) => t(`series.${key}Sign`));
  const data = rows.map((row) => ({
    dimension: truncateLabel(row.name),
    ...Object.fromEntries(KEYS.map((key, index) => [labels[index]!, row.values[key] ?? 0])),
  }));
  const ticks = countTicks(
    Math.max(0, ...rows.map((row) => KEYS.reduce((sum, key) => sum + (row.values[key] ?? 0), 0))),
  );
  const longest = Math.max(0, ...data.map((d) => d.dimension.length));
  const legend = (
    <ul className={styles.legend} aria-hidden="true">
      {labels.map((label, index) => (
        <li key={label} className={styles.legendStatic}>
          <span
            className={styles.swatch}
            style={{ background: colours[index], borderColor: SCALE_OUTLINE }}
          />
          {signs[index]} {label}
        </li>
      ))}
    </ul>
  );
  return (
    <ChartFrame title={title} table={table} before={legend}>
      <ResponsiveBar
        data={data}
        keys={labels}
        indexBy="dimension"
        layout="horizontal"
        groupMode="stacked"
        margin={{ top: 10, right: 20, bottom: 60, left: labelRoom(longest) }}
        padding={0.3}
        colors={({ id }) => colours[labels.indexOf(String(id))]!}
        valueScale={{ type: 'linear', min: 0, max: ticks.at(-1) }}
        axisBottom={{
          legend: t('series.beneficiaries'),
          legendPosition: 'middle',
          legendOffset: 45,
          tickValues: ticks,
        }}
        gridXValues={ticks}
        label={(bar) => (bar.value ? `${signs[labels.indexOf(String(bar.id))]}${bar.value}` : '')}
        labelSkipWidth={22}
        axisLeft={{ tickSize: 0, tickPadding: 8 }}
        labelTextColor={({ color }) => labelColourOn(color)}
        // A dark outline gives the light step an edge against the white chart (its shades are 3:1 apart).
        borderWidth={1}
        borderColor={SCALE_OUTLINE}
        theme={CHART_THEME}
        animate={false}
        role="img"
        ariaLabel={title}
      />
    </ChartFrame>
  );
}
