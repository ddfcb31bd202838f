// What the whole app's route table and the light build's share: kept apart so that the light build does not
// load the whole app's route modules.
import type { QueryClient } from '@tanstack/react-query';
import {
  Outlet,
  ScrollRestoration,
  type LoaderFunction,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import { BootFallback } from './boot-fallback';
import { jtiLoader } from './routes/jti-loader';
import { PageChangeProvider, withPageChange, type PageTitle } from '@/components/layout/page-change';
import { paths } from '@/config/paths';

type LazyRouteModule = {
  default: React.ComponentType;
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
  ErrorBoundary?: React.ComponentType;
};

/**
 * Turns a lazy route module (`default` component, `clientLoader(queryClient)`, `shouldRevalidate`) into RR7 route
 * properties. The light build's router ignores `shouldRevalidate`: it runs every loader on every navigation.
 */
export const convert = (queryClient: QueryClient) => (module: LazyRouteModule) => ({
  Component: module.default,
  ...(module.clientLoader ? { loader: module.clientLoader(queryClient) } : {}),
  ...(module.shouldRevalidate ? { shouldRevalidate: module.shouldRevalidate } : {}),
  ...(module.ErrorBoundary ? { ErrorBoundary: module.ErrorBoundary } : {}),
});

export type Load = ReturnType<typeof convert>;

/** A page's route handle: the page's name in the tab's title. Every route that renders a page has one. */
export type PageHandle = { title: PageTitle };

/** The route's handle as a page title, if it has one. */
export const titleOf = (route: RouteObject): PageTitle | undefined =>
  (route.handle as Partial<PageHandle> | undefined)?.title;

/** Where a page's route sits in its parent: at a path, or at the parent's own path (an index route). */
export const INDEX = { index: true } as const;

/**
 * A route that renders a page: its handle names the page's title, and its lazy module's component sets it and
 * takes focus as it shows (`withPageChange`). Done on the component rather than read back with `useMatches`,
 * which the light build's router does not have; only leaf routes are pages, so one page at a time sets the title.
 */
export const pageRoute =
  (load: Load) =>
  (at: string | typeof INDEX, title: PageTitle, importer: () => Promise<LazyRouteModule>): RouteObject => {
    const route = {
      handle: { title } satisfies PageHandle,
      lazy: () =>
        importer().then((module) => load({ ...module, default: withPageChange(module.default, title) })),
    };
    return typeof at === 'string' ? { path: at, ...route } : { ...at, ...route };
  };

/** The pages of LANDING_PATHS (config/landing-paths.ts), in both route tables (router.tsx, light-routes.tsx). */
function landingRoutes(load: Load): RouteObject[] {
  const page = pageRoute(load);
  return [
    page(paths.login.path, 'login', () => import('./routes/login')),
    page(paths.signup.path, 'signup', () => import('./routes/signup')),
    ...(['terms', 'cookies', 'privacy', 'about', 'contact'] as const).map((name) =>
      page(paths[name].path, name, () => import('./routes/info')),
    ),
    page(paths.unsubscribe.path, 'unsubscribe', () => import('./routes/unsubscribe')),
    page(paths.verifyEmail.path, 'verifyEmail', () => import('./routes/verify-email')),
    page(paths.verifyEmailLink.path, 'verifyEmail', () => import('./routes/verify-email')),
    // The answering pages are named generically: the questionnaire's name is not known until its data is.
    page(paths.meeting.path, 'questionnaire', () => import('./routes/meeting')),
    page(paths.summon.path, 'questionnaire', () => import('./routes/smn')),
    // The loader is in the route table, not the lazy module: the token request starts without waiting for it.
    { ...page(paths.jti.path, 'questionnaire', () => import('./routes/jti')), loader: jtiLoader },
    page(paths.external.path, 'questionnaire', () => import('./routes/external')),
  ];
}

/**
 * Around every page of both builds: a new page opens at its top. In the whole app Back also returns to where the
 * page was (the home feed is long); the light build's ScrollRestoration cannot restore a position. The page
 * change tracking sits above the root route, so that its error boundary, which React Router renders in the
 * root's place, takes focus as a page does, and so does the page after it.
 */
function Pages() {
  return (
    <PageChangeProvider>
      <ScrollRestoration />
      <Outlet />
    </PageChangeProvider>
  );
}

/** The top of both route tables: the root route, holding the landing pages and then `children`, in `Pages`. */
export const rootRoute = (load: Load, children: RouteObject[]): RouteObject => ({
  Component: Pages,
  children: [
    {
      path: '/',
      // Static, so that it renders before the lazy root module arrives (React Router warns otherwise).
      HydrateFallback: BootFallback,
      lazy: () => import('./routes/root').then(load),
      children: [...landingRoutes(load), ...children],
    },
  ],
});
