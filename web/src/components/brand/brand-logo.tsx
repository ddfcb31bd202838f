import { useState } from 'react';
import { DEFAULT_LOGO_URL } from '@/lib/brand';
import { useBrand } from './brand-provider';
import styles from './brand-logo.module.css';

/** The brand's logo; falls back to Ripple's own when the brand's file fails to load. */
export function BrandLogo() {
  const { brand, logoUrl } = useBrand();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const src = failedUrl === logoUrl ? DEFAULT_LOGO_URL : logoUrl;
  return (
    <img
      className={styles.logo}
      src={src}
      alt={brand.name}
      width={200}
      height={40}
      onError={() => setFailedUrl(logoUrl)}
    />
  );
}
