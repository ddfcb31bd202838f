import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, RouteObject } from 'react-router';
import { convert, pageRoute, rootRoute } from './landing-routes';

/** The document's address, and the way to load another (`window.location`; a fake in tests). */
export type DocumentLocation = Pick<Location, 'href' | 'assign'>;

/**
 * Leaves the light build for the whole app: a link or redirect to any other page loads it afresh (the edge
 * serves `index.html` there). Only if the edge served the light build for a path it does not hold (the first
 * load, so the request is the page's own address) does it show not found rather than reload forever.
 */
const leaveForWholeApp =
  (location: DocumentLocation): LoaderFunction =>
  ({ request }) => {
    const withoutHash = (url: string) => url.split('#')[0];
    if (withoutHash(request.url) === withoutHash(location.href)) return null;
    location.assign(request.url);
    // The page is unloading; nothing renders meanwhile.
    return new Promise<never>(() => {});
  };

/** The route table of `light.html`: the landing pages; anything else hands over to the whole app. */
export function createLightRoutes(
  queryClient: QueryClient,
  location: DocumentLocation = window.location,
): RouteObject[] {
  const load = convert(queryClient);
  const leave = leaveForWholeApp(location);
  return [
    rootRoute(load, [
      { index: true, loader: leave },
      { ...pageRoute(load)('*', 'notFound', () => import('./routes/not-found')), loader: leave },
    ]),
  ];
}
