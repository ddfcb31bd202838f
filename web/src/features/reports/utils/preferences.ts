import { readPreference as read, writePreference as write } from '@/lib/preferences';
import type { Aggregation, ReportType } from './report-url';

const visKey = (view: ReportType | 'journey') => `vis.${view}`;
const AGG_KEY = 'agg';

/** Spec 02 §4: the chosen visualisation (per view) and aggregation are stored as preferences. */
export const storedVisualisation = (view: ReportType | 'journey') => read(visKey(view));
export const storeVisualisation = (view: ReportType | 'journey', vis: string) => write(visKey(view), vis);
export const storedAggregation = () => read(AGG_KEY);
export const storeAggregation = (agg: Aggregation) => write(AGG_KEY, agg);
