import { useField } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import fieldStyles from '@/components/ui/form-field.module.css';
import { LOGO_ACCEPT, readLogo } from '../utils/read-logo';
import styles from './branding.module.css';

/**
 * The organisation's logo: the current one, a file input checked in the browser (type from the bytes, size) with
 * a clear error, and Remove. The chosen file becomes the form's `logo` data URL; the server checks it again.
 */
export function LogoField({ name }: { name: string }) {
  const { t } = useTranslation('settings');
  const [field, , helpers] = useField<string | null>(name);
  const [error, setError] = useState<'type' | 'size' | null>(null);
  const errorId = 'field-logo-error';
  return (
    <div className={fieldStyles.field}>
      <div className={styles.logoCurrent}>
        {field.value ? (
          <img src={field.value} alt={t('branding.currentLogo')} className={styles.logoImage} />
        ) : (
          <p className={styles.muted}>{t('branding.noLogo')}</p>
        )}
      </div>
      <label htmlFor="field-logo" className={fieldStyles.label}>
        {t('branding.logo')}
      </label>
      <span id="field-logo-hint" className={fieldStyles.hint}>
        {t('branding.logoHint')}
      </span>
      <input
        id="field-logo"
        type="file"
        accept={LOGO_ACCEPT}
        className={styles.file}
        aria-invalid={error ? true : undefined}
        aria-describedby={['field-logo-hint', error ? errorId : undefined].filter(Boolean).join(' ')}
        onChange={(event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          if (!file) return;
          void readLogo(file).then((reading) => {
            if (reading.ok) {
              setError(null);
              void helpers.setValue(reading.dataUrl);
            } else {
              setError(reading.error);
              input.value = '';
            }
          });
        }}
      />
      {error ? (
        <span id={errorId} role="alert" className={fieldStyles.error}>
          {t(error === 'type' ? 'branding.errors.logoType' : 'branding.errors.logoSize')}
        </span>
      ) : null}
      {field.value ? (
        <div>
          <Button variant="secondary" onClick={() => void helpers.setValue(null)}>
            {t('branding.removeLogo')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
