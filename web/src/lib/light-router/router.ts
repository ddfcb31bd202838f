import { matchRoutes, type LightRoute, type Params, type RouteMatch } from './match-routes';

export type RouterLocation = { pathname: string; search: string; hash: string; state: unknown; key: string };

/** React Router's error for a thrown non-redirect `Response` (or an address no route matches). */
export class ErrorResponse {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly data: unknown,
  ) {}
}

export type RouterState = {
  /** False until the first address's modules and loaders have settled: the root's HydrateFallback shows. */
  initialized: boolean;
  location: RouterLocation;
  matches: RouteMatch[];
  loaderData: Map<LightRoute, unknown>;
  /** A loader's error and the depth of the match whose ErrorBoundary shows it. */
  error?: { depth: number; error: unknown };
};

export type NavigateOptions = { replace?: boolean; state?: unknown };

export type HistoryAction = 'push' | 'replace' | 'none';

/** A loader's `redirect(...)`: React Router's shape, a 302 `Response` with a Location header. */
export function redirect(url: string, init: number | ResponseInit = 302): Response {
  const responseInit = typeof init === 'number' ? { status: init } : { status: 302, ...init };
  const headers = new Headers(responseInit.headers);
  headers.set('Location', url);
  return new Response(null, { ...responseInit, headers });
}

const isRedirect = (value: unknown): value is Response =>
  value instanceof Response && value.status >= 300 && value.status < 400 && value.headers.has('Location');

export const newKey = () => Math.random().toString(36).slice(2, 10);

export function readLocation(): RouterLocation {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as { key?: string; usr?: unknown } | null;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

/**
 * The light build's router (docs/decisions.md "Web bundles"): React Router's data-router behaviour for the
 * landing pages — lazy route modules, loaders run beside them, redirects, error boundaries — in 6 KB of the
 * light entry where React Router took 88 (minified). The address changes only once the new page's modules and
 * loaders are ready, as in React Router; a later navigation supersedes one still loading.
 */
export class LightRouter {
  state: RouterState;
  private readonly listeners = new Set<() => void>();
  private readonly lazyLoads = new Map<LightRoute, Promise<void>>();
  private pending?: AbortController;

  constructor(private readonly routes: LightRoute[]) {
    // Matched at once so that the first render can show the root's HydrateFallback.
    const matches = matchRoutes(routes, window.location.pathname) ?? [];
    this.state = { initialized: false, location: readLocation(), matches, loaderData: new Map() };
    window.addEventListener('popstate', this.onPop);
    void this.load(window.location.href, 'none');
  }

  /** Stops following the address (React Router's `dispose`); a page never needs it, tests do. */
  dispose() {
    window.removeEventListener('popstate', this.onPop);
    this.pending?.abort();
    this.listeners.clear();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getState = () => this.state;

  navigate = async (to: string | number, options: NavigateOptions = {}): Promise<void> => {
    if (typeof to === 'number') return window.history.go(to);
    const href = new URL(to, window.location.href).href;
    const same = href === window.location.href;
    await this.load(href, options.replace || same ? 'replace' : 'push', options.state);
  };

  /** The browser moved in its history (Back, Forward, a fragment link). */
  protected onPop = () => {
    const next = readLocation();
    const { location } = this.state;
    // A fragment link (the skip link) is a pop too; it changes no page, so nothing reloads.
    if (next.pathname === location.pathname && next.search === location.search) {
      this.update({ ...this.state, location: next });
    } else void this.load(window.location.href, 'none');
  };

  protected update(state: RouterState) {
    this.state = state;
    for (const listener of this.listeners) listener();
  }

  /** Merges the route's lazy module into it, once; the module's loader only if the table gave it none. */
  private loadLazy(route: LightRoute): Promise<void> {
    const { lazy } = route;
    if (!lazy) return Promise.resolve();
    let loading = this.lazyLoads.get(route);
    if (!loading) {
      loading = lazy().then((module) => {
        Object.assign(route, module, { loader: route.loader ?? module.loader });
      });
      // A failed download may work on the next navigation.
      loading.catch(() => this.lazyLoads.delete(route));
      this.lazyLoads.set(route, loading);
    }
    return loading;
  }

  /** The route's loader result; its module is loaded meanwhile (the table's own loader does not wait for it). */
  protected async runLoader(route: LightRoute, request: Request, params: Params): Promise<unknown> {
    const lazy = this.loadLazy(route);
    const loader = route.loader;
    if (loader) {
      const [data] = await Promise.all([loader({ request, params }), lazy]);
      return data;
    }
    await lazy;
    return route.loader ? route.loader({ request, params }) : null;
  }

  protected async load(href: string, action: HistoryAction, state?: unknown): Promise<void> {
    this.pending?.abort();
    const controller = new AbortController();
    this.pending = controller;
    const url = new URL(href);
    const matches = matchRoutes(this.routes, url.pathname);
    const request = new Request(url.href, { signal: controller.signal });
    const results = await Promise.allSettled(
      (matches ?? []).map(({ route, params }) => this.runLoader(route, request, params)),
    );
    if (controller.signal.aborted) return;
    for (const result of results) {
      const value: unknown = result.status === 'fulfilled' ? result.value : result.reason;
      if (isRedirect(value)) {
        const target = new URL(value.headers.get('Location') ?? '/', url);
        if (target.origin !== window.location.origin) return window.location.assign(target.href);
        // The address that redirected was never shown (or, on arrival, is replaced), so it leaves no entry.
        return this.load(target.href, action === 'push' ? 'push' : 'replace', state);
      }
    }
    const loaderData = new Map<LightRoute, unknown>();
    let error: RouterState['error'] = matches
      ? undefined
      : { depth: -1, error: new ErrorResponse(404, 'Not Found', null) };
    results.forEach((result, depth) => {
      if (result.status === 'fulfilled') loaderData.set(matches![depth]!.route, result.value);
      else error ??= { depth: boundaryAt(matches!, depth), error: asRouteError(result.reason) };
    });
    const entry = { usr: state ?? null, key: action === 'none' ? readLocation().key : newKey() };
    if (action === 'push') window.history.pushState(entry, '', url.href);
    if (action === 'replace') window.history.replaceState(entry, '', url.href);
    this.update({
      initialized: true,
      // The entry just written, or the one the browser moved to.
      location: readLocation(),
      matches: matches ?? [],
      loaderData,
      ...(error ? { error } : {}),
    });
  }
}

/** The deepest match at or above `depth` with an ErrorBoundary, or -1 for none. */
function boundaryAt(matches: RouteMatch[], depth: number): number {
  let boundary = depth;
  while (boundary >= 0 && !matches[boundary]!.route.ErrorBoundary) boundary -= 1;
  return boundary;
}

/** A thrown non-redirect `Response` becomes React Router's ErrorResponse; anything else stays as thrown. */
function asRouteError(reason: unknown): unknown {
  return reason instanceof Response ? new ErrorResponse(reason.status, reason.statusText, null) : reason;
}

export const isRouteErrorResponse = (error: unknown): error is ErrorResponse =>
  error instanceof ErrorResponse;
