import type { GridLabelProps, RadarSliceTooltipProps } from '@nivo/radar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@/components/brand/brand-provider';
import { seriesColours } from '../utils/chart-colours';
import { defaultVisibleSeries, RADAR_MIN_DIMENSIONS, radarLayout, truncateLabel } from '../utils/chart-utils';
import { formatValue } from '../utils/impact-table';
import { radarDrawing } from '../utils/radar-scale';
import { ChartFrame, IncompatibleVisualisation } from './chart-frame';
import styles from './reports.module.css';
import { ResponsiveRadar } from './lazy-charts';

export type RadarSeries = { id: string; label: string; values: Record<string, number | undefined> };

export type RadarChartProps = {
  title: string;
  /** Axes in questionnaire order. */
  dimensions: readonly { id: string; label: string }[];
  /** Series oldest first; only the latest three are drawn at first. */
  series: readonly RadarSeries[];
  /** The scale's bottom, drawn at the centre (0 when not given). */
  minValue?: number;
  maxValue?: number;
  /** The same data as a table. */
  table: React.ReactNode;
};

export const CHART_THEME = {
  background: '#ffffff',
  text: { fontSize: 14, fill: '#1b2430' },
  axis: {
    ticks: { text: { fontSize: 14, fill: '#1b2430' } },
    legend: { text: { fontSize: 14, fill: '#1b2430' } },
  },
  grid: { line: { stroke: '#c9ced6' } },
  tooltip: { container: { fontSize: 14, color: '#1b2430' } },
};

/**
 * Spec 02 §2 radar: needs three dimensions, labels cut at 40 characters, the latest three series by default
 * with a legend whose entries show or hide series; drawn on white in the brand's chart colours, from the
 * scale's minimum at the centre to its maximum.
 */
export function RadarChart({ title, dimensions, series, minValue, maxValue, table }: RadarChartProps) {
  const { t } = useTranslation('reports');
  const { brand } = useBrand();
  const [visible, setVisible] = useState<string[]>(() => defaultVisibleSeries(series.map((s) => s.id)));
  const [width, setWidth] = useState<number>();
  if (dimensions.length < RADAR_MIN_DIMENSIONS)
    return <IncompatibleVisualisation reason={t('charts.radarTooFew')} />;
  const { compact, margin } = radarLayout(width);
  const axisNumber = new Map(
    dimensions.map((dimension, index) => [truncateLabel(dimension.label), index + 1]),
  );
  // A narrow radar shows each axis's number; the key beneath names them.
  const NumberLabel = ({ id, anchor, x, y }: GridLabelProps) => (
    <text
      transform={`translate(${x}, ${y})`}
      textAnchor={anchor}
      dominantBaseline="central"
      style={CHART_THEME.axis.ticks.text}
    >
      {axisNumber.get(id)}
    </text>
  );
  const colours = seriesColours(brand.colours.chart, series.length);
  const colourOf = new Map(series.map((s, index) => [s.label, colours[index]!]));
  const shown = series.filter((s) => visible.includes(s.id));
  const drawing = radarDrawing(dimensions, shown, minValue, maxValue);
  // nivo's tooltip would show the shifted values; this one shows the true ones, and N/A for missing ones.
  const SliceTooltip = ({ index, data }: RadarSliceTooltipProps) => (
    <div className={styles.chartTooltip}>
      <strong>{index}</strong>
      <table>
        <tbody>
          {data.map((datum) => (
            <tr key={datum.id}>
              <td>
                <span className={styles.swatch} style={{ background: datum.color }} />
              </td>
              <td>{datum.id}</td>
              <td>
                <strong>
                  {formatValue(drawing.valueAt(String(index), datum.id), t('table.notAvailable'))}
                </strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  const toggle = (id: string) =>
    setVisible((current) =>
      current.includes(id) ? current.filter((other) => other !== id) : [...current, id],
    );
  const legend = (
    <>
      {series.length > 3 ? <p className={styles.hint}>{t('charts.seriesNote')}</p> : null}
      <ul className={styles.legend} aria-label={t('charts.legend')}>
        {series.map((s) => (
          <li key={s.id}>
            <button
              type="button"
              className={styles.legendItem}
              aria-pressed={visible.includes(s.id)}
              onClick={() => toggle(s.id)}
            >
              <span
                className={styles.swatch}
                style={{ background: colourOf.get(s.label) }}
                aria-hidden="true"
              />
              {s.label}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
  return (
    <ChartFrame title={title} table={table} before={legend}>
      <div className={styles.radarArea}>
        <div className={styles.radarCanvas}>
          <ResponsiveRadar
            data={drawing.data}
            keys={shown.map((s) => s.label)}
            indexBy="dimension"
            maxValue={drawing.maxValue}
            margin={margin}
            onResize={({ width: measured }) => setWidth(measured)}
            {...(compact ? { gridLabel: NumberLabel } : {})}
            colors={({ key }) => colourOf.get(key)!}
            fillOpacity={0.2}
            borderWidth={2}
            dotSize={6}
            gridLevels={5}
            theme={CHART_THEME}
            animate={false}
            role="img"
            ariaLabel={title}
            sliceTooltip={SliceTooltip}
          />
        </div>
        {compact ? (
          <ol className={styles.radarKey} aria-label={t('charts.axes')}>
            {dimensions.map((dimension) => (
              <li key={dimension.id}>{truncateLabel(dimension.label)}</li>
            ))}
          </ol>
        ) : null}
      </div>
    </ChartFrame>
  );
}
