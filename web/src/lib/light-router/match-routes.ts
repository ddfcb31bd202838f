/** A route as the light route table declares it: React Router's route object, the parts the light build uses. */
export type LightRoute = {
  path?: string;
  index?: boolean;
  children?: LightRoute[];
  loader?: LightLoader;
  lazy?: () => Promise<
    Partial<Pick<LightRoute, 'loader' | 'Component' | 'ErrorBoundary' | 'shouldRevalidate'>>
  >;
  Component?: React.ComponentType | null;
  ErrorBoundary?: React.ComponentType | null;
  HydrateFallback?: React.ComponentType | null;
  /** React Router's: whether the loader runs again on a navigation that keeps this route (the whole app's router). */
  shouldRevalidate?: (args: ShouldRevalidateArgs) => boolean;
};

export type ShouldRevalidateArgs = {
  currentUrl: URL;
  nextUrl: URL;
  currentParams: Params;
  nextParams: Params;
  defaultShouldRevalidate: boolean;
};

export type Params = Record<string, string | undefined>;

export type LightLoader = (args: { request: Request; params: Params }) => unknown;

/** One level of a matched branch: its route and the params matched up to it. */
export type RouteMatch = { route: LightRoute; params: Params };

export const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * React Router's ranking, reduced to what a light route table holds: a static segment outranks a dynamic one,
 * which outranks a splat, and an index route counts as one more static segment.
 */
function score(branch: LightRoute[]): number {
  let total = 0;
  for (const route of branch) {
    if (route.index) total += 2;
    for (const segment of segmentsOf(route.path ?? '')) {
      if (segment === '*') total -= 2;
      else if (segment.startsWith(':')) total += 3;
      else total += 10;
    }
  }
  return total;
}

/** Matches `pattern`'s segments at the start of `rest`; the unmatched remainder, or null. */
export function matchSegments(pattern: string[], rest: string[], params: Params): string[] | null {
  for (const [index, segment] of pattern.entries()) {
    if (segment === '*') {
      params['*'] = rest.slice(index).join('/');
      return [];
    }
    const actual = rest[index];
    // An optional last segment (React Router's `:id?`) may be missing from the address.
    if (actual === undefined) return segment.endsWith('?') ? [] : null;
    if (segment.startsWith(':')) {
      const name = segment.slice(1).replace('?', '');
      // A malformed escape stays as typed, as React Router leaves it: the page says the link is wrong
      // (spec 01 §2 /external/), where "Page not found" would hide which link failed.
      try {
        params[name] = decodeURIComponent(actual);
      } catch {
        params[name] = actual;
      }
    } else if (segment.toLowerCase() !== actual.toLowerCase()) return null;
  }
  return rest.slice(pattern.length);
}

/** Every branch of the table that matches the whole of `pathname`, with its params. */
function branches(routes: LightRoute[], rest: string[], parents: LightRoute[], params: Params) {
  const found: { branch: LightRoute[]; params: Params }[] = [];
  for (const route of routes) {
    const own: Params = { ...params };
    const remainder = route.index ? rest : matchSegments(segmentsOf(route.path ?? ''), rest, own);
    if (remainder === null) continue;
    const branch = [...parents, route];
    if (route.children?.length) found.push(...branches(route.children, remainder, branch, own));
    else if (remainder.length === 0) found.push({ branch, params: own });
  }
  return found;
}

/** The best-ranked branch of `routes` for `pathname`, outermost first, or null when nothing matches. */
export function matchRoutes(routes: LightRoute[], pathname: string): RouteMatch[] | null {
  let best: { branch: LightRoute[]; params: Params } | null = null;
  for (const candidate of branches(routes, segmentsOf(pathname), [], {})) {
    if (!best || score(candidate.branch) > score(best.branch)) best = candidate;
  }
  return best ? best.branch.map((route) => ({ route, params: best.params })) : null;
}
