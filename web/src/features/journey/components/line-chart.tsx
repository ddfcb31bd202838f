import { ResponsiveLine } from '@nivo/line';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@/components/brand/brand-provider';
import styles from './journey.module.css';

type LineChartProps = {
  title: string;
  series: { id: string; data: { x: Date; y: number }[] }[];
  min?: number;
  max?: number;
  /** Axis names other than the journey's "Record date" and "Value" (the operator console's usage chart). */
  legends?: { x: string; y: string };
  /** Counts: the value axis marks whole numbers only. */
  integers?: boolean;
};

const THEME = {
  background: '#ffffff',
  text: { fontSize: 14, fill: '#1b2430' },
  axis: {
    ticks: { text: { fontSize: 14, fill: '#1b2430' } },
    legend: { text: { fontSize: 14, fill: '#1b2430' } },
  },
  grid: { line: { stroke: '#c9ced6' } },
  tooltip: { container: { fontSize: 14, color: '#1b2430' } },
};

/** The journey's line graph: one line per question or category over the record dates, y fixed to the scale. */
export function LineChart({ title, series, min, max, legends, integers = false }: LineChartProps) {
  const { t } = useTranslation('journey');
  const { brand } = useBrand();
  const palette = brand.colours.chart.length ? brand.colours.chart : ['#935D8C'];
  return (
    <ResponsiveLine
      data={series}
      // Local time throughout: nivo's scale defaults to UTC while its axis labels format local time, which put
      // the month ticks of a user west of UTC under the previous month's name.
      xScale={{ type: 'time', precision: 'day', useUTC: false }}
      xFormat="time:%d %b %Y"
      yScale={{ type: 'linear', min: min ?? 'auto', max: max ?? 'auto' }}
      margin={{ top: 20, right: 24, bottom: 60, left: 60 }}
      colors={palette}
      axisBottom={{
        format: '%b %Y',
        tickValues: 3,
        legend: legends?.x ?? t('charts.time'),
        legendPosition: 'middle',
        legendOffset: 45,
      }}
      axisLeft={{
        legend: legends?.y ?? t('charts.value'),
        legendPosition: 'middle',
        legendOffset: -45,
        ...(integers ? { format: (value: number) => (Number.isInteger(value) ? String(value) : '') } : {}),
      }}
      pointSize={8}
      useMesh
      theme={THEME}
      animate={false}
      role="img"
      ariaLabel={title}
    />
  );
}

/** The line graph's key: one colour per question or category, in the brand's chart colours. */
export function LineLegend({ ids }: { ids: readonly string[] }) {
  const { brand } = useBrand();
  const palette = brand.colours.chart.length ? brand.colours.chart : ['#935D8C'];
  return (
    <ul className={styles.legend} aria-hidden="true">
      {ids.map((id, index) => (
        <li key={id} className={styles.legendItem}>
          <span className={styles.swatch} style={{ background: palette[index % palette.length] }} />
          {id}
        </li>
      ))}
    </ul>
  );
}
