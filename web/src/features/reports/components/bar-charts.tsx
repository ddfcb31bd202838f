import { CHART_BACKGROUND, CHART_FONT_SIZE, CHART_GRID, CHART_TEXT } from '@/components/ui/chart-style';
import { labelColourOn } from '../utils/chart-colours';
import { bandLayout, linearScale, stackSegments, type Margin } from '../utils/chart-geometry';
import { countTicks, labelRoom, truncateLabel } from '../utils/chart-utils';
import styles from './reports.module.css';
import { useElementSize } from '@/hooks/use-element-size';

/** Drawn at this size until the chart's area is measured (and in jsdom, which has no layout). */
const UNMEASURED = { width: 600, height: 420 };
const TICK = 5;
const TICK_PADDING = 5;

/** The chart's white ground and its text defaults; colours are attributes so the downloaded image matches. */
function ChartSvg({
  title,
  width,
  height,
  children,
}: {
  title: string;
  width: number;
  height: number;
  children: React.ReactNode;
}) {
  return (
    <svg
      className={styles.chartSvg}
      width={width}
      height={height}
      role="img"
      aria-label={title}
      fontSize={CHART_FONT_SIZE}
      fill={CHART_TEXT}
    >
      <rect width={width} height={height} fill={CHART_BACKGROUND} />
      {children}
    </svg>
  );
}

export type StackedBarsProps = {
  title: string;
  /** One bar per row, its values in the order of `series`. */
  rows: readonly { name: string; values: readonly number[] }[];
  series: readonly { label: string; colour: string }[];
  /** The value axis' name. */
  axisLegend: string;
  /** A segment's label; segments narrower than `labelSkipWidth` pixels go without. */
  segmentLabel: (value: number, seriesIndex: number) => string;
  labelSkipWidth: number;
  /** The segments' 1 px outline. */
  outline: string;
};

/** Horizontal bars, one per row, stacking each series' count from 0; row names on the left, counts below. */
export function StackedBars({
  title,
  rows,
  series,
  axisLegend,
  segmentLabel,
  labelSkipWidth,
  outline,
}: StackedBarsProps) {
  const { ref, size } = useElementSize<HTMLDivElement>(UNMEASURED);
  const names = rows.map((row) => truncateLabel(row.name));
  const margin: Margin = {
    top: 10,
    right: 20,
    bottom: 60,
    left: labelRoom(Math.max(0, ...names.map((name) => name.length))),
  };
  const plot = {
    width: Math.max(0, size.width - margin.left - margin.right),
    height: Math.max(0, size.height - margin.top - margin.bottom),
  };
  const ticks = countTicks(Math.max(0, ...rows.map((row) => row.values.reduce((sum, v) => sum + v, 0))));
  const x = linearScale(ticks.at(-1)!, plot.width);
  const bands = bandLayout(rows.length, plot.height, 0.3);
  return (
    <div ref={ref} className={styles.chartFill}>
      <ChartSvg title={title} width={size.width} height={size.height}>
        <g transform={`translate(${margin.left},${margin.top})`}>
          {ticks.map((tick) => (
            <g key={tick} transform={`translate(${x(tick)},0)`}>
              <line y2={plot.height} stroke={CHART_GRID} />
              <line y1={plot.height} y2={plot.height + TICK} stroke={CHART_TEXT} />
              <text y={plot.height + TICK + TICK_PADDING} textAnchor="middle" dominantBaseline="hanging">
                {tick}
              </text>
            </g>
          ))}
          <text x={plot.width / 2} y={plot.height + 45} textAnchor="middle" dominantBaseline="central">
            {axisLegend}
          </text>
          {rows.map((row, rowIndex) => {
            const top = bands.start(rowIndex);
            const segments = stackSegments(row.values);
            return (
              <g key={`${rowIndex}-${row.name}`}>
                <text x={-8} y={top + bands.bandwidth / 2} textAnchor="end" dominantBaseline="central">
                  {names[rowIndex]}
                </text>
                {segments.map(({ start, end }, index) => {
                  const value = row.values[index]!;
                  if (value <= 0) return null;
                  const { label, colour } = series[index]!;
                  const left = x(start);
                  const width = x(end) - left;
                  return (
                    <g key={label}>
                      <rect
                        x={left}
                        y={top}
                        width={width}
                        height={bands.bandwidth}
                        fill={colour}
                        stroke={outline}
                      >
                        <title>{`${label} – ${names[rowIndex]}: ${value}`}</title>
                      </rect>
                      {width >= labelSkipWidth ? (
                        <text
                          x={left + width / 2}
                          y={top + bands.bandwidth / 2}
                          textAnchor="middle"
                          dominantBaseline="central"
                          fill={labelColourOn(colour)}
                          pointerEvents="none"
                        >
                          {segmentLabel(value, index)}
                        </text>
                      ) : null}
                    </g>
                  );
                })}
              </g>
            );
          })}
        </g>
      </ChartSvg>
    </div>
  );
}

export type ColumnsProps = {
  title: string;
  columns: readonly { label: string; count: number }[];
  colour: string;
  /** The names of the axis across (the columns') and the axis up (the counts'). */
  xLegend: string;
  yLegend: string;
};

/** Vertical columns of counts from 0, one per value, each labelled with its count when it has one. */
export function Columns({ title, columns, colour, xLegend, yLegend }: ColumnsProps) {
  const { ref, size } = useElementSize<HTMLDivElement>({ width: UNMEASURED.width, height: 260 });
  const margin: Margin = { top: 10, right: 10, bottom: 50, left: 50 };
  const plot = {
    width: Math.max(0, size.width - margin.left - margin.right),
    height: Math.max(0, size.height - margin.top - margin.bottom),
  };
  const ticks = countTicks(Math.max(0, ...columns.map((column) => column.count)));
  const y = linearScale(ticks.at(-1)!, plot.height);
  const bands = bandLayout(columns.length, plot.width, 0.2);
  const textColour = labelColourOn(colour);
  return (
    <div ref={ref} className={styles.chartFill}>
      <ChartSvg title={title} width={size.width} height={size.height}>
        <g transform={`translate(${margin.left},${margin.top})`}>
          {ticks.map((tick) => (
            <g key={tick} transform={`translate(0,${plot.height - y(tick)})`}>
              <line x2={plot.width} stroke={CHART_GRID} />
              <line x1={-TICK} stroke={CHART_TEXT} />
              <text x={-TICK - TICK_PADDING} textAnchor="end" dominantBaseline="central">
                {tick}
              </text>
            </g>
          ))}
          <text
            transform={`translate(-40,${plot.height / 2}) rotate(-90)`}
            textAnchor="middle"
            dominantBaseline="central"
          >
            {yLegend}
          </text>
          <text x={plot.width / 2} y={plot.height + 38} textAnchor="middle" dominantBaseline="central">
            {xLegend}
          </text>
          {columns.map((column, index) => {
            const left = bands.start(index);
            const middle = left + bands.bandwidth / 2;
            const height = y(column.count);
            return (
              <g key={column.label}>
                <line x1={middle} x2={middle} y1={plot.height} y2={plot.height + TICK} stroke={CHART_TEXT} />
                <text
                  x={middle}
                  y={plot.height + TICK + TICK_PADDING}
                  textAnchor="middle"
                  dominantBaseline="hanging"
                >
                  {column.label}
                </text>
                {column.count > 0 ? (
                  <>
                    <rect
                      x={left}
                      y={plot.height - height}
                      width={bands.bandwidth}
                      height={height}
                      fill={colour}
                    >
                      <title>{`${column.label}: ${column.count}`}</title>
                    </rect>
                    <text
                      x={middle}
                      y={plot.height - height / 2}
                      textAnchor="middle"
                      dominantBaseline="central"
                      fill={textColour}
                      pointerEvents="none"
                    >
                      {column.count}
                    </text>
                  </>
                ) : null}
              </g>
            );
          })}
        </g>
      </ChartSvg>
    </div>
  );
}
