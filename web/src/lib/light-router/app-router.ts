import type { LightRoute, Params, RouteMatch } from './match-routes';
import {
  LightRouter,
  newKey,
  readLocation,
  type HistoryAction,
  type NavigateOptions,
  type RouterLocation,
  type RouterState,
} from './router';

/** React Router's blocker: what `useBlocker` gives. */
export type Blocker =
  | { state: 'unblocked'; proceed: undefined; reset: undefined; location: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void; location: RouterLocation }
  | { state: 'proceeding'; proceed: undefined; reset: undefined; location: RouterLocation };

export type BlockerFunction = (args: {
  currentLocation: RouterLocation;
  nextLocation: RouterLocation;
  historyAction: 'PUSH' | 'REPLACE' | 'POP';
}) => boolean;

export const IDLE_BLOCKER: Blocker = {
  state: 'unblocked',
  proceed: undefined,
  reset: undefined,
  location: undefined,
};

const proceeding = (location: RouterLocation): Blocker => ({
  state: 'proceeding',
  proceed: undefined,
  reset: undefined,
  location,
});

export type AppRouterState = RouterState & {
  blockers: Map<string, Blocker>;
  /** As React Router's: a position to restore, null to go to the top (or the hash), false to stay. */
  restoreScrollPosition: number | null | false;
  preventScrollReset: boolean;
};

export type AppNavigateOptions = NavigateOptions & { preventScrollReset?: boolean };

/** The index of a history entry, as React Router writes it beside `key` and `usr`; null for an entry it did not make. */
const indexOf = (state: unknown): number | null => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/** A path of `matches[depth]`'s route and its parents: the part of `pathname` they matched (React Router's). */
function matchedPathname(matches: RouteMatch[], depth: number, pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  let count = 0;
  for (const { route } of matches.slice(0, depth + 1)) {
    for (const segment of (route.path ?? '').split('/').filter(Boolean)) {
      if (segment === '*') return pathname;
      if (!segment.endsWith('?') || count < segments.length) count += 1;
    }
  }
  return `/${segments.slice(0, count).join('/')}`;
}

/**
 * The whole app's router (docs/decisions.md "The whole app has a router of its own"): the light build's, plus what
 * the staff pages use of React Router's data router — its loader revalidation rules (with `shouldRevalidate`),
 * navigation blockers (`useBlocker`, for Back and Forward too), scroll positions for `ScrollRestoration`, and a
 * fragment-only change that runs no loader.
 */
export class AppRouter extends LightRouter {
  declare state: AppRouterState;
  /** Scroll positions by location key, while a ScrollRestoration is mounted (it keeps them in sessionStorage). */
  scrollPositions?: Record<string, number>;
  private readonly blockerFunctions = new Map<string, BlockerFunction>();
  private index: number;
  private pendingPreventScrollReset = false;
  private initialScrollRestored = false;
  /** Set while the browser moves back to where a blocked Back or Forward came from; that move is not a navigation. */
  private reverting?: () => void;

  constructor(routes: LightRoute[]) {
    super(routes);
    this.state = {
      ...this.state,
      blockers: new Map(),
      restoreScrollPosition: null,
      preventScrollReset: false,
    };
    const index = indexOf(window.history.state);
    this.index = index ?? 0;
    if (index === null) window.history.replaceState({ ...(window.history.state as object), idx: 0 }, '');
    // In place of the light router's listener, which it calls once no blocker holds the move.
    const lightPop = this.onPop;
    window.removeEventListener('popstate', lightPop);
    this.onPop = () => this.popped(lightPop);
    window.addEventListener('popstate', this.onPop);
  }

  /** Back or Forward: held while a blocker says so (React Router's), else the light router's. */
  private popped(lightPop: () => void) {
    if (this.reverting) {
      const reverted = this.reverting;
      this.reverting = undefined;
      return reverted();
    }
    const next = readLocation();
    const index = indexOf(window.history.state);
    const delta = index === null ? null : index - this.index;
    const blocked = delta ? this.blockerFor(next, 'POP') : undefined;
    if (blocked && delta) {
      // Back to where the user was until they choose; React Router does the same.
      const settled = new Promise<void>((resolve) => (this.reverting = resolve));
      window.history.go(-delta);
      this.setBlocker(blocked, {
        state: 'blocked',
        location: next,
        proceed: () => {
          this.setBlocker(blocked, proceeding(next));
          void settled.then(() => window.history.go(delta));
        },
        reset: () => this.setBlocker(blocked, IDLE_BLOCKER),
      });
      return;
    }
    if (index !== null) this.index = index;
    this.pendingPreventScrollReset = false;
    lightPop();
  }

  override navigate = async (to: string | number, options: AppNavigateOptions = {}): Promise<void> => {
    if (typeof to === 'number') return window.history.go(to);
    const url = new URL(to, window.location.href);
    const current = this.state.location;
    const replace = options.replace || url.href === window.location.href;
    const nextLocation: RouterLocation = {
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      state: options.state ?? null,
      key: '',
    };
    const blocked = this.blockerFor(nextLocation, replace ? 'REPLACE' : 'PUSH');
    if (blocked) {
      this.setBlocker(blocked, {
        state: 'blocked',
        location: nextLocation,
        proceed: () => {
          this.setBlocker(blocked, proceeding(nextLocation));
          void this.navigate(to, options);
        },
        reset: () => this.setBlocker(blocked, IDLE_BLOCKER),
      });
      return;
    }
    this.pendingPreventScrollReset = options.preventScrollReset === true;
    // React Router runs no loader when only the fragment changes (a link to a heading of the page).
    if (url.hash && url.pathname === current.pathname && url.search === current.search) {
      const entry = { usr: options.state ?? null, key: newKey(), idx: replace ? this.index : ++this.index };
      if (replace) window.history.replaceState(entry, '', url.href);
      else window.history.pushState(entry, '', url.href);
      this.update({ ...this.state, location: readLocation() });
      return;
    }
    await this.load(url.href, replace ? 'replace' : 'push', options.state);
  };

  /** Starts keeping positions; the first page returns to where it was before a reload (React Router's). */
  enableScrollRestoration(positions: Record<string, number>) {
    this.scrollPositions = positions;
    if (this.initialScrollRestored || !this.state.initialized) return;
    this.initialScrollRestored = true;
    const saved = positions[this.state.location.key];
    if (typeof saved === 'number') this.update({ ...this.state, restoreScrollPosition: saved });
  }

  getBlocker(key: string, blocker: BlockerFunction) {
    this.blockerFunctions.set(key, blocker);
  }

  deleteBlocker(key: string) {
    this.blockerFunctions.delete(key);
    if (!this.state.blockers.has(key)) return;
    const blockers = new Map(this.state.blockers);
    blockers.delete(key);
    this.update({ ...this.state, blockers });
  }

  private setBlocker(key: string, blocker: Blocker) {
    this.update({ ...this.state, blockers: new Map(this.state.blockers).set(key, blocker) });
  }

  /** React Router's rule: the last blocker registered decides, unless it is letting its navigation through. */
  private blockerFor(
    nextLocation: RouterLocation,
    historyAction: 'PUSH' | 'REPLACE' | 'POP',
  ): string | undefined {
    const last = [...this.blockerFunctions].at(-1);
    if (!last) return undefined;
    const [key, shouldBlock] = last;
    if (this.state.blockers.get(key)?.state === 'proceeding') return undefined;
    return shouldBlock({ currentLocation: this.state.location, nextLocation, historyAction })
      ? key
      : undefined;
  }

  /**
   * Numbers the entry a navigation wrote, as React Router does (`idx` beside `key` and `usr`), so that a blocked
   * Back or Forward knows how far to return. The light build's router writes no number: it blocks nothing.
   */
  protected override async load(href: string, action: HistoryAction, state?: unknown): Promise<void> {
    const before = readLocation().key;
    await super.load(href, action, state);
    if (action === 'none' || readLocation().key === before || indexOf(window.history.state) !== null) return;
    if (action === 'push') this.index += 1;
    window.history.replaceState({ ...(window.history.state as object), idx: this.index }, '');
  }

  /**
   * React Router's default revalidation: a loader runs again when its route is new, its part of the path changed,
   * the query changed or the same address was navigated to again; the route's `shouldRevalidate` has the last word.
   * Otherwise the page keeps what the loader gave before.
   */
  protected override runLoader(route: LightRoute, request: Request, params: Params): Promise<unknown> {
    const { state } = this;
    const depth = state.matches.findIndex((match) => match.route === route);
    const current = state.matches[depth];
    if (!state.initialized || !current || !state.loaderData.has(route) || !route.loader) {
      return super.runLoader(route, request, params);
    }
    const url = new URL(request.url);
    const currentUrl = new URL(state.location.pathname + state.location.search, url);
    // The parents of a route are the same routes on both sides, so the current branch gives both paths.
    const samePath = matchedPathname(state.matches, depth, currentUrl.pathname);
    const nextPath = matchedPathname(state.matches, depth, url.pathname);
    let revalidate =
      currentUrl.pathname + currentUrl.search === url.pathname + url.search ||
      currentUrl.search !== url.search ||
      samePath !== nextPath ||
      current.params['*'] !== params['*'];
    const choice = route.shouldRevalidate?.({
      currentUrl,
      nextUrl: url,
      currentParams: current.params,
      nextParams: params,
      defaultShouldRevalidate: revalidate,
    });
    if (typeof choice === 'boolean') revalidate = choice;
    return revalidate
      ? super.runLoader(route, request, params)
      : Promise.resolve(state.loaderData.get(route));
  }

  /** A new location: where the page it shows scrolls to, and no blocker is held any more (React Router's). */
  protected override update(next: RouterState & Partial<AppRouterState>) {
    const previous = this.state;
    if (next.location === previous.location) return super.update(next);
    const positions = this.scrollPositions;
    if (positions && previous.initialized) positions[previous.location.key] = window.scrollY;
    const saved = positions?.[next.location.key];
    const blockers = new Map([...previous.blockers.keys()].map((key) => [key, IDLE_BLOCKER]));
    const state: AppRouterState = {
      ...next,
      blockers,
      restoreScrollPosition: typeof saved === 'number' ? saved : null,
      preventScrollReset: this.pendingPreventScrollReset,
    };
    super.update(state);
    this.pendingPreventScrollReset = false;
  }
}
