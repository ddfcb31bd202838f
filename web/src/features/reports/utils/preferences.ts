import type { Aggregation, ReportType } from './report-url';

const visKey = (view: ReportType | 'journey') => `vis.${view}`;
const AGG_KEY = 'agg';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private browsing without storage: the URL still carries the choice.
  }
}

/** Spec 02 §4: the chosen visualisation (per view) and aggregation are stored as preferences. */
export const storedVisualisation = (view: ReportType | 'journey') => read(visKey(view));
export const storeVisualisation = (view: ReportType | 'journey', vis: string) => write(visKey(view), vis);
export const storedAggregation = () => read(AGG_KEY);
export const storeAggregation = (agg: Aggregation) => write(AGG_KEY, agg);
