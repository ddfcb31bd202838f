import { QueryClient } from '@tanstack/react-query';
import { ORGANISATION_QUERY_KEY } from '@/lib/brand-organisation';
import { ApiError } from '@/lib/graphql/api-error';
import { setOrganisationSource } from '@/lib/graphql/client';

/** The id of the organisation the staff shell loaded into `client`'s cache, if any. */
const shownOrganisation = (client: QueryClient): string | null => {
  const organisation = client.getQueryData<{ id?: unknown }>(ORGANISATION_QUERY_KEY);
  return typeof organisation?.id === 'string' ? organisation.id : null;
};

/**
 * API errors are answers, not hiccups: retry only network failures, once.
 *
 * Requests go out whatever the browser thinks of the connection (`networkMode: 'always'`). TanStack's default
 * pauses them while offline: a save then hangs on "Saving…" with its form counted as saved, and a page on its
 * spinner, for as long as the connection is down (and `navigator.onLine` is often wrong both ways). Sent anyway,
 * they fail at once with the `network` error, so the form stays dirty and guarded and the page says what failed
 * with its Try again; queries still refetch when the connection comes back.
 *
 * Creating the client makes requests name the organisation its cache shows (`x-ripple-organisation`), so that the
 * API refuses a save once another tab switched organisation (docs/api-errors.md, `auth.organisationChanged`).
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
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
  // Requests name the organisation this cache shows (the app has one client; a test's latest is the one it
  // renders). Logging in or out clears the cache, so a new session starts without one.
  setOrganisationSource(() => shownOrganisation(client));
  return client;
}

export const queryClient = createQueryClient();
