import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@/components/brand/brand-provider';
import { CHART_BACKGROUND, CHART_FONT_SIZE, CHART_GRID, CHART_TEXT } from '@/components/ui/chart-style';
import { useElementSize } from '@/hooks/use-element-size';
import { linePath, linearScale, monthTicks, nearestPoint, valueTicks } from '../utils/line-geometry';
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

const MARGIN = { top: 20, right: 24, bottom: 60, left: 60 };
const TICK = 5;
/** Pixels a time label ("Sep 2026") needs with a gap, so that labels never overlap on a phone. */
const MONTH_LABEL_ROOM = 72;
/** Drawn at this size until its box is measured (and in jsdom, which has no layout). */
const UNMEASURED = { width: 360, height: 300 };

const month = new Intl.DateTimeFormat('en-US', { month: 'short' });
/** "Jan 2024", the time axis' labels. */
const monthYear = (date: Date) => `${month.format(date)} ${date.getFullYear()}`;
/** "01 Jan 2024", a point's date in its tooltip. */
const dayMonthYear = (date: Date) => `${String(date.getDate()).padStart(2, '0')} ${monthYear(date)}`;

/**
 * The journey's line graph: one line per question or category over the record dates, y fixed to the scale when
 * given (else the values' range). Drawn in SVG by hand, like the reports' charts; colours are attributes so
 * "Download as image" draws what the page shows. The nearest point under the pointer shows its date and value.
 */
export function LineChart({ title, series, min, max, legends, integers = false }: LineChartProps) {
  const { t } = useTranslation('journey');
  const { brand } = useBrand();
  const palette = brand.colours.chart.length ? brand.colours.chart : ['#935D8C'];
  const { ref, size } = useElementSize<HTMLDivElement>(UNMEASURED);
  const [active, setActive] = useState<number>();
  const plot = {
    width: Math.max(0, size.width - MARGIN.left - MARGIN.right),
    height: Math.max(0, size.height - MARGIN.top - MARGIN.bottom),
  };
  const all = series.flatMap((s) => s.data);
  const times = all.map((point) => point.x.getTime());
  const values = all.map((point) => point.y);
  const from = { time: Math.min(...times), value: min ?? Math.min(...values) };
  const to = { time: Math.max(...times), value: max ?? Math.max(...values) };
  const x = linearScale(from.time, to.time, plot.width);
  const yUp = linearScale(from.value, to.value, plot.height);
  const y = (value: number) => plot.height - yUp(value);
  const lines = series.map((s, index) => ({
    id: s.id,
    colour: palette[index % palette.length]!,
    points: [...s.data]
      .sort((a, b) => a.x.getTime() - b.x.getTime())
      .map((point) => ({ ...point, left: x(point.x.getTime()), top: y(point.y) })),
  }));
  const points = lines.flatMap((line) => line.points.map((point) => ({ line, point })));
  const timeTicks = all.length
    ? monthTicks(
        new Date(from.time),
        new Date(to.time),
        Math.max(2, Math.floor(plot.width / MONTH_LABEL_ROOM)),
      )
    : [];
  const yTicks = all.length ? valueTicks(from.value, to.value) : [];
  const pick = (event: React.MouseEvent<SVGRectElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setActive(
      nearestPoint(
        points.map(({ point }) => ({ x: point.left, y: point.top })),
        event.clientX - box.left,
        event.clientY - box.top,
      ),
    );
  };
  const shown = active === undefined ? undefined : points[active];
  return (
    <div ref={ref} className={styles.lineArea}>
      <svg
        className={styles.lineSvg}
        width={size.width}
        height={size.height}
        role="img"
        aria-label={title}
        fontSize={CHART_FONT_SIZE}
        fill={CHART_TEXT}
      >
        <rect width={size.width} height={size.height} fill={CHART_BACKGROUND} />
        <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
          {timeTicks.map((tick) => (
            <g key={tick.getTime()} transform={`translate(${x(tick.getTime())},0)`}>
              <line y2={plot.height} stroke={CHART_GRID} />
              <line y1={plot.height} y2={plot.height + TICK} stroke={CHART_TEXT} />
              <text y={plot.height + 2 * TICK} textAnchor="middle" dominantBaseline="hanging">
                {monthYear(tick)}
              </text>
            </g>
          ))}
          {yTicks.map((tick) => (
            <g key={tick} transform={`translate(0,${y(tick)})`}>
              <line x2={plot.width} stroke={CHART_GRID} />
              <line x1={-TICK} stroke={CHART_TEXT} />
              <text x={-2 * TICK} textAnchor="end" dominantBaseline="central">
                {integers && !Number.isInteger(tick) ? '' : tick}
              </text>
            </g>
          ))}
          <text x={plot.width / 2} y={plot.height + 45} textAnchor="middle" dominantBaseline="central">
            {legends?.x ?? t('charts.time')}
          </text>
          <text
            transform={`translate(-45,${plot.height / 2}) rotate(-90)`}
            textAnchor="middle"
            dominantBaseline="central"
          >
            {legends?.y ?? t('charts.value')}
          </text>
          {/* The first series on top, as the key lists it first. */}
          {[...lines].reverse().map((line) => (
            <g key={line.id}>
              <path
                d={linePath(line.points.map((p) => ({ x: p.left, y: p.top })))}
                fill="none"
                stroke={line.colour}
                strokeWidth={2}
              />
              {line.points.map((point) => (
                <circle key={point.x.getTime()} cx={point.left} cy={point.top} r={4} fill={line.colour} />
              ))}
            </g>
          ))}
          {shown ? (
            <circle
              cx={shown.point.left}
              cy={shown.point.top}
              r={6}
              fill="none"
              stroke={CHART_TEXT}
              strokeWidth={2}
            />
          ) : null}
          <rect
            width={plot.width}
            height={plot.height}
            fill="transparent"
            onMouseMove={pick}
            onMouseLeave={() => setActive(undefined)}
          />
        </g>
      </svg>
      {shown ? (
        <div
          className={styles.tooltip}
          style={{
            left: MARGIN.left + shown.point.left,
            top: MARGIN.top + shown.point.top,
            transform:
              shown.point.left > plot.width / 2
                ? 'translate(calc(-100% - 12px), -50%)'
                : 'translate(12px, -50%)',
          }}
        >
          <span className={styles.swatch} style={{ background: shown.line.colour }} aria-hidden="true" />
          {/* One flex item: the tooltip's gap belongs between the swatch and the text, not around the comma. */}
          <span>
            {shown.line.id}: <strong>{dayMonthYear(shown.point.x)}</strong>, <strong>{shown.point.y}</strong>
          </span>
        </div>
      ) : null}
    </div>
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
