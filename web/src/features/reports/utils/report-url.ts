/** Report sub-pages (spec 02 §2 Reports); `service` is the form's alias of Distance Travelled. */
export const REPORT_TYPES = ['dist', 'change', 'baseline', 'status', 'diluted_dist', 'reliable'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export type Aggregation = 'question' | 'category';
export type Visualisation = 'radar' | 'table' | 'bar' | 'graph';

/** The visualisations each view offers, the first being the default (spec 02 §2, client notes §2.3). */
export const VISUALISATIONS: Record<ReportType | 'journey', readonly Visualisation[]> = {
  dist: ['radar', 'table'],
  diluted_dist: ['radar', 'table'],
  change: ['bar', 'table'],
  reliable: ['bar', 'table'],
  baseline: ['radar', 'bar', 'table'],
  status: ['radar', 'bar', 'table'],
  journey: ['radar', 'graph', 'table'],
};

/** Spec 02 §9: minimum records per beneficiary that each view asks for. */
export const MIN_RECORDS: Record<ReportType, number> = {
  dist: 2,
  change: 2,
  baseline: 1,
  status: 1,
  diluted_dist: 1,
  reliable: 2,
};

/** The start used for "All" records (client notes §2.1). */
export const ALL_START = '1970-01-01T00:00:00Z';

/** Whether a report starts at the beginning of time, as "All" records do (with or without milliseconds). */
export const isAllRecords = (scope: Pick<ReportScope, 'start'>): boolean => Date.parse(scope.start) === 0;

/**
 * Other readings' names of the views (spec 02 §2): the form's `service` is Distance Travelled, and the Delta
 * report (the stacked-bar one) is Beneficiary Change.
 */
const TYPE_ALIASES: Record<string, ReportType> = { service: 'dist', delta: 'change' };

/** A report type from the path, aliases resolved; anything else unknown is null. */
export function parseReportType(value: string | undefined): ReportType | null {
  if (value !== undefined && Object.hasOwn(TYPE_ALIASES, value)) return TYPE_ALIASES[value]!;
  return (REPORT_TYPES as readonly string[]).includes(value ?? '') ? (value as ReportType) : null;
}

/** Spec 02 §2: report dates are ISO timestamps without milliseconds. */
export const toReportDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

export type ReportQuery = {
  tags: string[];
  /** Defaults to true when absent (client notes §2.1); the form always writes false. */
  openStart: boolean;
  orTags: boolean;
  /** The `min` query, when valid. */
  min?: number;
  vis?: Visualisation;
  agg?: Aggregation;
};

function parseJson(value: string | null): unknown {
  if (value === null) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

const VIS_VALUES: readonly string[] = ['radar', 'table', 'bar', 'graph'];

/** Reads a report page's query (`tags`, `open`, `or`, `min` as JSON; `vis`, `agg` as words). */
export function parseReportQuery(search: URLSearchParams): ReportQuery {
  const tags = parseJson(search.get('tags'));
  const open = parseJson(search.get('open'));
  const or = parseJson(search.get('or'));
  const min = parseJson(search.get('min'));
  const vis = search.get('vis');
  const agg = search.get('agg');
  return {
    tags: Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [],
    openStart: typeof open === 'boolean' ? open : true,
    orTags: or === true,
    ...(typeof min === 'number' && Number.isInteger(min) && min >= 1 && min <= 1000 ? { min } : {}),
    ...(vis && VIS_VALUES.includes(vis) ? { vis: vis as Visualisation } : {}),
    ...(agg === 'question' || agg === 'category' ? { agg } : {}),
  };
}

/** Writes a report query in the order the form uses; `vis` and `agg` only when set. */
export function reportSearch(query: Partial<ReportQuery>): string {
  const search = new URLSearchParams();
  search.set('tags', JSON.stringify(query.tags ?? []));
  search.set('open', JSON.stringify(query.openStart ?? false));
  search.set('or', JSON.stringify(query.orTags ?? false));
  if (query.min !== undefined) search.set('min', JSON.stringify(query.min));
  if (query.vis) search.set('vis', query.vis);
  if (query.agg) search.set('agg', query.agg);
  return search.toString();
}

export type ReportScope = { questionnaire: string; start: string; end: string };

/** `/report/{type}/{questionSetID}/{start}/{end}?…` */
export function reportHref(type: ReportType | 'export', scope: ReportScope, query: Partial<ReportQuery>) {
  const parts = [type, scope.questionnaire, scope.start, scope.end]
    .map((part) => encodeURIComponent(part).replace(/%3A/g, ':'))
    .join('/');
  return `/report/${parts}?${reportSearch(query)}`;
}

/**
 * The minimum records the report of a view asks for; `min` in the URL overrides the two-record views. Fewer
 * records than the view's own minimum is the diluted report (spec 02 §6), so only with the diluted_report
 * plugin: otherwise `?min=1` would turn Distance Travelled into it.
 */
export function minRecordsFor(type: ReportType, query: Pick<ReportQuery, 'min'>, diluted: boolean): number {
  const own = MIN_RECORDS[type];
  if (own !== 2 || query.min === undefined) return own;
  return query.min >= own || diluted ? query.min : own;
}

/**
 * The shown visualisation: the URL's when the view offers it, else the stored preference, else the default.
 * `radarFits` false (fewer dimensions than a radar needs) passes over the radar for the stored and default
 * choice, so a report does not open on "Incompatible Visualisation"; a radar asked for in the URL still shows,
 * with its reason.
 */
export function chooseVisualisation(
  view: ReportType | 'journey',
  fromUrl: Visualisation | undefined,
  stored: string | null,
  radarFits = true,
): Visualisation {
  const offered = VISUALISATIONS[view];
  if (fromUrl && offered.includes(fromUrl)) return fromUrl;
  const shown = offered.filter((vis) => radarFits || vis !== 'radar');
  if (stored && (shown as readonly string[]).includes(stored)) return stored as Visualisation;
  return shown[0] ?? offered[0]!;
}

/** Category aggregation only when the report has categories (client notes §2.3). */
export function chooseAggregation(
  fromUrl: Aggregation | undefined,
  stored: string | null,
  hasCategories: boolean,
): Aggregation {
  if (!hasCategories) return 'question';
  if (fromUrl) return fromUrl;
  return stored === 'category' ? 'category' : 'question';
}
