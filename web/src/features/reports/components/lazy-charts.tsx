import { lazy } from 'react';

/**
 * nivo with its d3 and react-spring parts is 80 KB gzip, more than the rest of a report's first visit, and draws
 * nothing until the report's data is in: it loads beside that data (`preloadChart`) rather than before the page.
 */
const loadRadar = () => import('@nivo/radar');
const loadBar = () => import('@nivo/bar');

export const ResponsiveRadar = lazy(() =>
  loadRadar().then(({ ResponsiveRadar }) => ({ default: ResponsiveRadar })),
);
export const ResponsiveBar = lazy(() => loadBar().then(({ ResponsiveBar }) => ({ default: ResponsiveBar })));

/** Starts loading the chart a view will draw, while its data loads; a failure shows when the chart renders. */
export function preloadChart(chart: 'radar' | 'bar'): void {
  (chart === 'radar' ? loadRadar() : loadBar()).catch(() => undefined);
}
