import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/graphql/api-error';

/**
 * API errors are answers, not hiccups: retry only network failures, once.
 *
 * Requests go out whatever the browser thinks of the connection (`networkMode: 'always'`). TanStack's default
 * pauses them while offline: a save then hangs on "Saving…" with its form counted as saved, and a page on its
 * spinner, for as long as the connection is down (and `navigator.onLine` is often wrong both ways). Sent anyway,
 * they fail at once with the `network` error, so the form stays dirty and guarded and the page says what failed
 * with its Try again; queries still refetch when the connection comes back.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: (failureCount, error) =>
          failureCount < 1 && (!(error instanceof ApiError) || error.code === 'network'),
        refetchOnWindowFocus: false,
        networkMode: 'always',
      },
      mutations: { networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();
