// What the whole app's route table and the light build's share: kept apart so that the light build does not
// load the whole app's route modules.
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, RouteObject, ShouldRevalidateFunction } from 'react-router';
import { BootFallback } from './boot-fallback';
import { jtiLoader } from './routes/jti-loader';
import { withPageChange, type PageTitle } from '@/components/layout/page-change';
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

/**
 * Gives each route whose handle names a title the page that sets it and takes focus as it shows
 * (`withPageChange`). Done on the component rather than read back with `useMatches`, which the light build's
 * router does not have; only leaf routes are titled, so one page at a time sets the title.
 */
function withPageChanges(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withPageChanges(route.children) : undefined;
    const title = titleOf(route);
    const { lazy } = route;
    const titled =
      title && typeof lazy === 'function'
        ? {
            lazy: () =>
              lazy().then((properties) =>
                properties.Component
                  ? { ...properties, Component: withPageChange(properties.Component, title) }
                  : properties,
              ),
          }
        : {};
    return { ...route, ...(children ? { children } : {}), ...titled } as RouteObject;
  });
}

/** The handle of a page named `title` in the tab's title. */
export const page = (title: PageTitle): PageHandle => ({ title });

/** The pages of LANDING_PATHS (config/landing-paths.ts), in both route tables (router.tsx, light-routes.tsx). */
function landingRoutes(load: Load): RouteObject[] {
  return [
    { path: paths.login.path, handle: page('login'), lazy: () => import('./routes/login').then(load) },
    { path: paths.signup.path, handle: page('signup'), lazy: () => import('./routes/signup').then(load) },
    ...(['terms', 'cookies', 'privacy', 'about', 'contact'] as const).map((name) => ({
      path: paths[name].path,
      handle: page(name),
      lazy: () => import('./routes/info').then(load),
    })),
    {
      path: paths.unsubscribe.path,
      handle: page('unsubscribe'),
      lazy: () => import('./routes/unsubscribe').then(load),
    },
    // The answering pages are named generically: the questionnaire's name is not known until its data is.
    {
      path: paths.meeting.path,
      handle: page('questionnaire'),
      lazy: () => import('./routes/meeting').then(load),
    },
    { path: paths.summon.path, handle: page('questionnaire'), lazy: () => import('./routes/smn').then(load) },
    // The loader is in the route table, not the lazy module: the token request starts without waiting for it.
    {
      path: paths.jti.path,
      handle: page('questionnaire'),
      loader: jtiLoader,
      lazy: () => import('./routes/jti').then(load),
    },
    {
      path: paths.external.path,
      handle: page('questionnaire'),
      lazy: () => import('./routes/external').then(load),
    },
  ];
}

/** The root of both route tables, holding the landing pages and then `children`. */
export const rootRoute = (load: Load, children: RouteObject[]): RouteObject => ({
  path: '/',
  // Static, so that it renders before the lazy root module arrives (React Router warns otherwise).
  HydrateFallback: BootFallback,
  lazy: () => import('./routes/root').then(load),
  children: withPageChanges([...landingRoutes(load), ...children]),
});
