import i18n from 'i18next';
import {
  Component,
  createContext,
  forwardRef,
  use,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { LightRoute, Params } from './match-routes';
import { LightRouter, type NavigateOptions, type RouterLocation, type RouterState } from './router';

type RouterContextValue = { router: LightRouter; state: RouterState };
export const RouterContext = createContext<RouterContextValue | null>(null);

/** The match a component renders in: its depth in the branch, and the error its boundary shows. */
type RouteContextValue = { depth: number; route?: LightRoute; params: Params; error?: unknown };
const RouteContext = createContext<RouteContextValue>({ depth: -1, params: {} });

export function useRouter(): RouterContextValue {
  const value = use(RouterContext);
  if (!value) throw new Error('A router hook was used outside <RouterProvider>.');
  return value;
}

/** What `createBrowserRouter` gives: the router, started at once so that loaders begin before the render. */
export const createBrowserRouter = (routes: LightRoute[]) => new LightRouter(routes);

export function RouterProvider({ router }: { router: LightRouter }) {
  const state = useSyncExternalStore(router.subscribe, router.getState);
  const value = useMemo(() => ({ router, state }), [router, state]);
  // The first matched route that has one, as in React Router: a pathless route may sit above the root's.
  const Fallback = state.matches.find(({ route }) => route.HydrateFallback)?.route.HydrateFallback;
  return (
    <RouterContext value={value}>
      {state.initialized ? <RouteLevel depth={0} /> : Fallback ? <Fallback /> : null}
    </RouterContext>
  );
}

/**
 * The last resort when no route has an ErrorBoundary (the root module itself failed to load): the generic error
 * of the root's boundary, from i18next itself as BootFallback does, and the cause in the console.
 */
function DefaultError({ error }: { error: unknown }) {
  useEffect(() => console.error(error), [error]);
  return <p role="alert">{i18n.t('error.unexpected')}</p>;
}

/** Catches a render error below a route with an ErrorBoundary; cleared when the address changes. */
class RenderErrorBoundary extends Component<
  { location: RouterLocation; fallback: (error: unknown) => ReactNode; children: ReactNode },
  { error: unknown; location: RouterLocation }
> {
  override state = { error: undefined as unknown, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(
    props: { location: RouterLocation },
    state: { error: unknown; location: RouterLocation },
  ) {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : this.props.fallback(this.state.error);
  }
}

export function RouteLevel({ depth }: { depth: number }) {
  const { state } = useRouter();
  const { matches, error, location } = state;
  if (error && error.depth < 0 && depth === 0) return <DefaultError error={error.error} />;
  const match = matches[depth];
  if (!match) return null;
  const { route, params } = match;
  const context = { depth, route, params };
  const Boundary = route.ErrorBoundary;
  const boundary = (shown: unknown) =>
    Boundary ? (
      <RouteContext value={{ ...context, error: shown }}>
        <Boundary />
      </RouteContext>
    ) : null;
  if (error && error.depth === depth) return boundary(error.error);
  const Page = route.Component;
  const page = <RouteContext value={context}>{Page ? <Page /> : <Outlet />}</RouteContext>;
  return Boundary ? (
    <RenderErrorBoundary location={location} fallback={boundary}>
      {page}
    </RenderErrorBoundary>
  ) : (
    page
  );
}

export function Outlet() {
  const { depth } = use(RouteContext);
  return <RouteLevel depth={depth + 1} />;
}

/**
 * React Router's ScrollRestoration, reduced to what the light build's pages need: a new page (another path)
 * opens at its top, and the first page keeps the browser's own scrolling. It does not restore a position on Back.
 */
export function ScrollRestoration() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function useNavigate() {
  return useRouter().router.navigate;
}

export function useLocation(): RouterLocation {
  return useRouter().state.location;
}

export function useParams(): Params {
  return use(RouteContext).params;
}

export function useLoaderData<T>(): T {
  const { route } = use(RouteContext);
  return useRouter().state.loaderData.get(route!) as T;
}

export function useRouteError(): unknown {
  return use(RouteContext).error;
}

export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams, options?: NavigateOptions) => void,
] {
  const { router, state } = useRouter();
  const { search } = state.location;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = (next: URLSearchParams, options?: NavigateOptions) => {
    const query = next.toString();
    void router.navigate(`${state.location.pathname}${query ? `?${query}` : ''}`, options);
  };
  return [params, setParams];
}

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  replace?: boolean;
  state?: unknown;
};

/** An ordinary link that the router follows itself for a plain left click, as React Router's does. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, onClick, target, children, ...anchor },
  ref,
) {
  const { router } = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || modified || (target && target !== '_self')) return;
    event.preventDefault();
    void router.navigate(to, { replace, state });
  };
  return (
    <a {...anchor} ref={ref} href={to} target={target} onClick={follow}>
      {children}
    </a>
  );
});
