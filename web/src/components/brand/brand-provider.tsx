import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { applyBrand, FALLBACK_BRAND, loadBrand, type LoadedBrand } from '@/lib/brand';

const BrandContext = createContext<LoadedBrand>(FALLBACK_BRAND);

/** Loads the host's brand on demand and applies its tokens; until then (and on failure) the default look shows. */
export function BrandProvider({ children, initial }: { children: ReactNode; initial?: LoadedBrand }) {
  const [loaded, setLoaded] = useState<LoadedBrand>(initial ?? FALLBACK_BRAND);
  useEffect(() => {
    if (initial) return;
    let active = true;
    void loadBrand().then((result) => {
      if (!active) return;
      applyBrand(result.brand);
      setLoaded(result);
    });
    return () => {
      active = false;
    };
  }, [initial]);
  return <BrandContext value={loaded}>{children}</BrandContext>;
}

export function useBrand(): LoadedBrand {
  return use(BrandContext);
}
