import {
  forwardRef,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import {
  AppRouter,
  IDLE_BLOCKER,
  type AppRouterState,
  type Blocker,
  type BlockerFunction,
} from './app-router';
import {
  Link,
  RouteLevel,
  RouterContext,
  useLocation,
  useNavigate,
  useRouter,
  type LinkProps,
} from './components';
import { matchSegments, segmentsOf, type LightRoute, type Params } from './match-routes';
import type { NavigateOptions, RouterLocation } from './router';

/** What the whole app's `createBrowserRouter` gives: the light build's router with what the staff pages use. */
export const createBrowserRouter = (routes: LightRoute[]) => new AppRouter(routes);

const useAppRouter = () => useRouter() as { router: AppRouter; state: AppRouterState };

/**
 * As React Router's: each new state renders in a transition, so a page whose text or module is still loading
 * (it suspends) leaves the page before it on screen rather than its Suspense fallback.
 */
export function RouterProvider({ router }: { router: AppRouter }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    const follow = () => startTransition(() => setState(router.state));
    const unsubscribe = router.subscribe(follow);
    // The router may have moved on between the first render and this subscription.
    follow();
    return unsubscribe;
  }, [router]);
  const value = useMemo(() => ({ router, state }), [router, state]);
  // As the light build's RouterProvider: the first matched route's HydrateFallback until the first page is ready.
  const Fallback = state.matches.find(({ route }) => route.HydrateFallback)?.route.HydrateFallback;
  return (
    <RouterContext value={value}>
      {state.initialized ? <RouteLevel depth={0} /> : Fallback ? <Fallback /> : null}
    </RouterContext>
  );
}

const SCROLL_POSITIONS = 'react-router-scroll-positions';

/**
 * React Router's ScrollRestoration: a new location opens at its top (or at the element its fragment names), Back
 * and Forward return to where each page was, and the positions outlive a reload in sessionStorage, under React
 * Router's own key.
 */
export function ScrollRestoration() {
  const { router, state } = useAppRouter();
  const { location, restoreScrollPosition, preventScrollReset } = state;

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    let positions: Record<string, number> = {};
    try {
      positions = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS) ?? '{}') as Record<string, number>;
    } catch {
      // Unreadable or blocked storage: the positions of this document only.
    }
    router.enableScrollRestoration(positions);
    const save = () => {
      positions[router.state.location.key] = window.scrollY;
      try {
        sessionStorage.setItem(SCROLL_POSITIONS, JSON.stringify(positions));
      } catch {
        // Nothing to restore after a reload; Back within the document still works.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      router.scrollPositions = undefined;
    };
  }, [router]);

  useLayoutEffect(() => {
    if (restoreScrollPosition === false) return;
    if (typeof restoreScrollPosition === 'number') {
      window.scrollTo(0, restoreScrollPosition);
      return;
    }
    if (location.hash) {
      try {
        const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (target) {
          target.scrollIntoView();
          return;
        }
      } catch {
        // Not a decodable id: the page opens at its top, as in React Router.
      }
    }
    if (preventScrollReset) return;
    window.scrollTo(0, 0);
  }, [location, restoreScrollPosition, preventScrollReset]);

  return null;
}

/** `to` as an address of this site, read from the current location (the app's links are absolute). */
function resolve(to: string, location: RouterLocation): URL {
  return new URL(to, new URL(location.pathname + location.search + location.hash, window.location.origin));
}

export function useHref(to: string): string {
  const url = resolve(to, useLocation());
  return url.pathname + url.search + url.hash;
}

/** React Router's `matchPath` for a path pattern, as `useMatch` takes it: the whole path, any case. */
export function matchPath(pattern: string, pathname: string) {
  const params: Params = {};
  const rest = matchSegments(segmentsOf(pattern), segmentsOf(pathname), params);
  return rest && rest.length === 0 ? { params, pathname, pattern: { path: pattern } } : null;
}

export function useMatch(pattern: string) {
  return matchPath(pattern, useLocation().pathname);
}

/** Navigates once rendered, as React Router's `<Navigate>` does (never during the render). */
export function Navigate({ to, replace, state }: { to: string; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => void navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}

let blockerCount = 0;

/** React Router's `useBlocker`: holds in-app navigations (Back and Forward too) while `shouldBlock` says so. */
export function useBlocker(shouldBlock: boolean | BlockerFunction): Blocker {
  const { router, state } = useAppRouter();
  const [key] = useState(() => String(++blockerCount));
  const blocker = useCallback<BlockerFunction>(
    (args) => (typeof shouldBlock === 'function' ? shouldBlock(args) : shouldBlock),
    [shouldBlock],
  );
  useEffect(() => () => router.deleteBlocker(key), [router, key]);
  useEffect(() => router.getBlocker(key, blocker), [router, key, blocker]);
  return state.blockers.get(key) ?? IDLE_BLOCKER;
}

type SearchParamsInit = string | URLSearchParams | [string, string][] | Record<string, string | string[]>;

/** React Router's `createSearchParams`: a record's array values become repeated keys. */
function createSearchParams(init: SearchParamsInit): URLSearchParams {
  if (typeof init === 'string' || init instanceof URLSearchParams || Array.isArray(init)) {
    return new URLSearchParams(init);
  }
  return new URLSearchParams(
    Object.entries(init).flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map((one): [string, string] => [key, one]),
    ),
  );
}

export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchParamsInit | ((previous: URLSearchParams) => SearchParamsInit),
    options?: NavigateOptions & { preventScrollReset?: boolean },
  ) => void,
] {
  const { router, state } = useAppRouter();
  const { pathname, search } = state.location;
  const current = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (
      next: SearchParamsInit | ((previous: URLSearchParams) => SearchParamsInit),
      options?: NavigateOptions & { preventScrollReset?: boolean },
    ) => {
      const query = createSearchParams(typeof next === 'function' ? next(current) : next).toString();
      void router.navigate(`${pathname}${query ? `?${query}` : ''}`, options);
    },
    [router, pathname, current],
  );
  return [current, set];
}

type NavLinkRenderProps = { isActive: boolean; isPending: boolean; isTransitioning: boolean };

type NavLinkProps = Omit<LinkProps, 'className' | 'style' | 'children'> & {
  end?: boolean;
  caseSensitive?: boolean;
  className?: string | ((props: NavLinkRenderProps) => string | undefined);
  style?: CSSProperties | ((props: NavLinkRenderProps) => CSSProperties | undefined);
  children?: ReactNode | ((props: NavLinkRenderProps) => ReactNode);
};

/**
 * React Router's NavLink: active on its own path and, without `end`, below it; `aria-current="page"` and the
 * `active` class (or the className function's) while active. It has no pending state: the light router does not
 * say where a navigation in progress goes.
 */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  {
    'aria-current': ariaCurrent = 'page',
    caseSensitive = false,
    className = '',
    end = false,
    style,
    to,
    children,
    ...rest
  },
  ref,
) {
  const location = useLocation();
  let toPathname = resolve(to, location).pathname;
  let locationPathname = location.pathname;
  if (!caseSensitive) {
    toPathname = toPathname.toLowerCase();
    locationPathname = locationPathname.toLowerCase();
  }
  const endSlash = toPathname !== '/' && toPathname.endsWith('/') ? toPathname.length - 1 : toPathname.length;
  const isActive =
    locationPathname === toPathname ||
    (!end && locationPathname.startsWith(toPathname) && locationPathname.charAt(endSlash) === '/');
  const props: NavLinkRenderProps = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...rest}
      ref={ref}
      to={to}
      aria-current={isActive ? ariaCurrent : undefined}
      className={
        typeof className === 'function'
          ? className(props)
          : [className, isActive ? 'active' : null].filter(Boolean).join(' ')
      }
      style={typeof style === 'function' ? style(props) : style}
    >
      {typeof children === 'function' ? children(props) : children}
    </Link>
  );
});
