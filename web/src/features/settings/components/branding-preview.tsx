import { useTranslation } from 'react-i18next';
import { brandCssVariables, type Brand } from '@/lib/brand';
import styles from './branding.module.css';

/** Bar heights of the sample chart, in per cent, one per chart colour (repeating). */
const BAR_HEIGHTS = [70, 45, 90, 60, 35, 80];

/**
 * A live preview of unsaved branding: the tokens apply to this box only (CSS custom properties on it), so the
 * rest of the app keeps the saved look until Save.
 */
export function BrandingPreview({ brand, logoUrl }: { brand: Brand; logoUrl: string }) {
  const { t } = useTranslation('settings');
  return (
    <section
      aria-labelledby="branding-preview-title"
      className={styles.preview}
      style={brandCssVariables(brand)}
    >
      <h3 id="branding-preview-title" className={styles.previewTitle}>
        {t('branding.previewTitle')}
      </h3>
      <div className={styles.previewFrame}>
        <div className={styles.previewHeader}>
          <img src={logoUrl} alt={brand.name} className={styles.previewLogo} />
        </div>
        <div className={styles.previewBody}>
          <p className={styles.previewHeading}>{t('branding.preview.heading')}</p>
          <p className={styles.previewText}>{t('branding.preview.text')}</p>
          <p className={styles.previewPanel}>
            <span className={styles.previewLink}>{t('branding.preview.link')}</span>
          </p>
          <span className={styles.previewButton}>{t('branding.preview.button')}</span>
          <div className={styles.previewChart} role="img" aria-label={t('branding.preview.chart')}>
            {brand.colours.chart.map((colour, index) => (
              <span
                // Colours may repeat, so the position is the identity.
                key={index}
                className={styles.previewBar}
                style={{ background: colour, height: `${BAR_HEIGHTS[index % BAR_HEIGHTS.length]}%` }}
              />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
