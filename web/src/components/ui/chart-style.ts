/**
 * What every chart shares, the reports' and the journey's alike: the ground, text, grid and type they are drawn
 * with. Attributes rather than CSS, so that "Download as image" draws the same chart.
 */

/** Charts are drawn on white (spec 02 §2), so colours are judged against it. */
export const CHART_BACKGROUND = '#ffffff';
/** The charts' text colour, also for labels on bars too light for white text. */
export const CHART_TEXT = '#1b2430';
/** Grid lines and rings: light enough to stay behind the series. */
export const CHART_GRID = '#c9ced6';
/** Spec 02 §9: chart font size. */
export const CHART_FONT_SIZE = 14;
