import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@/components/brand/brand-provider';
import { CHART_BACKGROUND, CHART_FONT_SIZE, CHART_GRID, CHART_TEXT } from '@/components/ui/chart-style';
import { seriesColours } from '../utils/chart-colours';
import {
  axisAngle,
  pointsAttribute,
  polarPoint,
  radarBox,
  radarLabel,
  radarPolygon,
  radarSlice,
} from '../utils/chart-geometry';
import { defaultVisibleSeries, RADAR_MIN_DIMENSIONS, radarLayout, truncateLabel } from '../utils/chart-utils';
import { formatValue } from '../utils/impact-table';
import { radarDrawing } from '../utils/radar-scale';
import { ChartFrame, IncompatibleVisualisation } from './chart-frame';
import styles from './reports.module.css';
import { useElementSize } from '@/hooks/use-element-size';

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

/** Rings of the grid, evenly spaced from the centre to the rim. */
const GRID_LEVELS = 5;
/** Drawn at this size until the chart's area is measured (and in jsdom, which has no layout). */
const UNMEASURED = { width: 600, height: 420 };

/**
 * Spec 02 §2 radar: needs three dimensions, labels cut at 40 characters, the latest three series by default
 * with a legend whose entries show or hide series; drawn on white in the brand's chart colours, from the
 * scale's minimum at the centre to its maximum.
 */
export function RadarChart({ title, dimensions, series, minValue, maxValue, table }: RadarChartProps) {
  const { t } = useTranslation('reports');
  const { brand } = useBrand();
  const [visible, setVisible] = useState<string[]>(() => defaultVisibleSeries(series.map((s) => s.id)));
  const { ref, size } = useElementSize<HTMLDivElement>(UNMEASURED);
  const [active, setActive] = useState<number>();
  if (dimensions.length < RADAR_MIN_DIMENSIONS)
    return <IncompatibleVisualisation reason={t('charts.radarTooFew')} />;
  const { compact, margin } = radarLayout(size.width);
  const colours = seriesColours(brand.colours.chart, series.length);
  const colourOf = new Map(series.map((s, index) => [s.id, colours[index]!]));
  const shown = series.filter((s) => visible.includes(s.id));
  const drawing = radarDrawing(dimensions, shown, minValue, maxValue);
  const { centre, radius } = radarBox(size.width, size.height, margin);
  const count = dimensions.length;
  const axes = drawing.data.map((row) => String(row.dimension));
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
              <span className={styles.swatch} style={{ background: colourOf.get(s.id) }} aria-hidden="true" />
              {s.label}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
  const label = active === undefined ? undefined : radarLabel(active, count, centre, radius);
  return (
    <ChartFrame title={title} table={table} before={legend}>
      <div className={styles.radarArea}>
        <div ref={ref} className={styles.radarCanvas} onMouseLeave={() => setActive(undefined)}>
          {/* Colours and sizes are attributes, not CSS, so that "Download as image" draws the same chart. */}
          <svg
            className={styles.chartSvg}
            width={size.width}
            height={size.height}
            role="img"
            aria-label={title}
            fontSize={CHART_FONT_SIZE}
            fill={CHART_TEXT}
          >
            <rect width={size.width} height={size.height} fill={CHART_BACKGROUND} />
            {Array.from({ length: GRID_LEVELS }, (_, level) => (
              <circle
                key={level}
                cx={centre.x}
                cy={centre.y}
                r={(radius * (level + 1)) / GRID_LEVELS}
                fill="none"
                stroke={CHART_GRID}
              />
            ))}
            {axes.map((axis, index) => {
              const end = polarPoint(centre, axisAngle(index, count), radius);
              const place = radarLabel(index, count, centre, radius);
              return (
                <g key={axis}>
                  <line
                    x1={centre.x}
                    y1={centre.y}
                    x2={end.x}
                    y2={end.y}
                    stroke={index === active ? CHART_TEXT : CHART_GRID}
                  />
                  {/* A narrow radar shows each axis's number; the key beneath names them. */}
                  <text x={place.x} y={place.y} textAnchor={place.anchor} dominantBaseline="central">
                    {compact ? index + 1 : axis}
                  </text>
                </g>
              );
            })}
            {shown.map((s) => {
              const colour = colourOf.get(s.id)!;
              const points = radarPolygon(
                drawing.data.map((row) => Number(row[s.label] ?? 0)),
                drawing.maxValue,
                centre,
                radius,
              );
              return (
                <g key={s.id}>
                  <polygon
                    points={pointsAttribute(points)}
                    fill={colour}
                    fillOpacity={0.2}
                    stroke={colour}
                    strokeWidth={2}
                    strokeLinejoin="round"
                  />
                  {points.map((point, index) => (
                    <circle key={axes[index]} cx={point.x} cy={point.y} r={3} fill={colour} />
                  ))}
                </g>
              );
            })}
            {axes.map((axis, index) => (
              // The slice around an axis shows that axis's values, as the table does for keyboards and readers.
              <path
                key={axis}
                d={radarSlice(index, count, centre, radius)}
                fill="transparent"
                onMouseEnter={() => setActive(index)}
              />
            ))}
          </svg>
          {active !== undefined && label ? (
            <SliceTooltip
              axis={axes[active]!}
              rows={shown.map((s) => ({
                id: s.id,
                label: s.label,
                colour: colourOf.get(s.id)!,
                value: formatValue(drawing.valueAt(axes[active]!, s.label), t('table.notAvailable')),
              }))}
              x={label.x}
              y={label.y}
              side={label.x > centre.x ? 'left' : 'right'}
            />
          ) : null}
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

type SliceTooltipProps = {
  axis: string;
  rows: { id: string; label: string; colour: string; value: string }[];
  x: number;
  y: number;
  /** Which side of the point the tooltip sits, towards the chart's middle so it stays inside. */
  side: 'left' | 'right';
};

/** One axis's true values (the drawing's are shifted to the scale's minimum), N/A for missing ones. */
function SliceTooltip({ axis, rows, x, y, side }: SliceTooltipProps) {
  return (
    <div
      className={styles.chartTooltip}
      style={{
        left: x,
        top: y,
        transform: side === 'left' ? 'translate(-100%, -50%)' : 'translate(0, -50%)',
      }}
    >
      <strong>{axis}</strong>
      <table>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <span className={styles.swatch} style={{ background: row.colour }} />
              </td>
              <td>{row.label}</td>
              <td>
                <strong>{row.value}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
