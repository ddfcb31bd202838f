import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, RouteObject } from 'react-router';
import { paths } from '@/config/paths';

type LazyRouteModule = {
  default: React.ComponentType;
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
  ErrorBoundary?: React.ComponentType;
  HydrateFallback?: React.ComponentType;
};

/** Turns a lazy route module (`default` component, `clientLoader(queryClient)`) into RR7 route properties. */
const convert = (queryClient: QueryClient) => (module: LazyRouteModule) => ({
  Component: module.default,
  ...(module.clientLoader ? { loader: module.clientLoader(queryClient) } : {}),
  ...(module.ErrorBoundary ? { ErrorBoundary: module.ErrorBoundary } : {}),
  ...(module.HydrateFallback ? { HydrateFallback: module.HydrateFallback } : {}),
});

/** The route table of spec 01 §2 built so far. Every route module is loaded on demand. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const load = convert(queryClient);
  return [
    {
      path: '/',
      lazy: () => import('./routes/root').then(load),
      children: [
        { path: paths.login.path, lazy: () => import('./routes/login').then(load) },
        { path: paths.signup.path, lazy: () => import('./routes/signup').then(load) },
        { path: paths.redirect.path, lazy: () => import('./routes/redirect').then(load) },
        { path: paths.logout.path, lazy: () => import('./routes/logout').then(load) },
        ...[paths.terms, paths.cookies, paths.privacy, paths.about, paths.contact].map((page) => ({
          path: page.path,
          lazy: () => import('./routes/info').then(load),
        })),
        {
          lazy: () => import('./routes/app/staff-layout').then(load),
          children: [{ index: true, lazy: () => import('./routes/app/home').then(load) }],
        },
        { path: '*', lazy: () => import('./routes/not-found').then(load) },
      ],
    },
  ];
}
