import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/graphql/api-error';

/** API errors are answers, not hiccups: retry only network failures, once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: (failureCount, error) =>
          failureCount < 1 && (!(error instanceof ApiError) || error.code === 'network'),
        refetchOnWindowFocus: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
