import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrandProvider } from '@/components/brand/brand-provider';
import type { LoadedBrand } from '@/lib/brand';

/** Everything a page needs around it: the query cache and the brand. i18n is initialised before render. */
export function AppProvider({
  children,
  queryClient,
  brand,
}: {
  children: ReactNode;
  queryClient: QueryClient;
  brand?: LoadedBrand;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrandProvider initial={brand}>{children}</BrandProvider>
    </QueryClientProvider>
  );
}
