// What the whole app's route table and the light build's share: kept apart so that the light build does not
// load the whole app's route modules.
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, RouteObject, ShouldRevalidateFunction } from 'react-router';
import { BootFallback } from './boot-fallback';
import { jtiLoader } from './routes/jti-loader';
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

/** The pages of LANDING_PATHS (config/landing-paths.ts), in both route tables (router.tsx, light-routes.tsx). */
function landingRoutes(load: Load): RouteObject[] {
  return [
    { path: paths.login.path, lazy: () => import('./routes/login').then(load) },
    { path: paths.signup.path, lazy: () => import('./routes/signup').then(load) },
    ...[paths.terms, paths.cookies, paths.privacy, paths.about, paths.contact].map((page) => ({
      path: page.path,
      lazy: () => import('./routes/info').then(load),
    })),
    { path: paths.unsubscribe.path, lazy: () => import('./routes/unsubscribe').then(load) },
    { path: paths.meeting.path, lazy: () => import('./routes/meeting').then(load) },
    { path: paths.summon.path, lazy: () => import('./routes/smn').then(load) },
    // The loader is in the route table, not the lazy module: the token request starts without waiting for it.
    { path: paths.jti.path, loader: jtiLoader, lazy: () => import('./routes/jti').then(load) },
    { path: paths.external.path, lazy: () => import('./routes/external').then(load) },
  ];
}

/** The root of both route tables, holding the landing pages and then `children`. */
export const rootRoute = (load: Load, children: RouteObject[]): RouteObject => ({
  path: '/',
  // Static, so that it renders before the lazy root module arrives (React Router warns otherwise).
  HydrateFallback: BootFallback,
  lazy: () => import('./routes/root').then(load),
  children: [...landingRoutes(load), ...children],
});
