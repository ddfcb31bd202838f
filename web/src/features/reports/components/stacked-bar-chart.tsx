import { useTranslation } from 'react-i18next';
import { useBrand } from '@/components/brand/brand-provider';
import { SCALE_OUTLINE, seriesColours } from '../utils/chart-colours';
import type { ChangeColumn } from '../utils/report-data';
import type { TableRow } from '../utils/impact-table';
import { ChartFrame } from './chart-frame';
import { StackedBars } from './bar-charts';
import styles from './reports.module.css';

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
      <StackedBars
        title={title}
        rows={rows.map((row) => ({ name: row.name, values: KEYS.map((key) => row.values[key] ?? 0) }))}
        series={labels.map((label, index) => ({ label, colour: colours[index]! }))}
        axisLegend={t('series.beneficiaries')}
        segmentLabel={(value, index) => `${signs[index]}${value}`}
        labelSkipWidth={22}
        // A dark outline gives the light step an edge against the white chart (its shades are 3:1 apart).
        outline={SCALE_OUTLINE}
      />
    </ChartFrame>
  );
}
