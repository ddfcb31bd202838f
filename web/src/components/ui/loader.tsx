import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from './error-box';
import styles from './loader.module.css';

type LoaderProps = {
  loading: boolean;
  error?: unknown;
  /**
   * What was loaded, if anything. While it is there, an error does not replace the content: a background
   * refetch that fails (after a failed save, on a weak connection) must not unmount a form and lose what was typed
   * in it. Without it, any error shows the failure.
   */
  data?: unknown;
  /** What is loading, for 'Failed to load {entity}' (already translated, e.g. 'questionnaires'). */
  entity: string;
  children: ReactNode;
};

/**
 * Spec 01 §2 loader wrapper: a spinner while loading, 'Failed to load {entity}' when loading failed and nothing was
 * loaded before, else the content.
 */
export function Loader({ loading, error, data, entity, children }: LoaderProps) {
  const { t } = useTranslation();
  if (error && data === undefined) return <ErrorBox text={t('loader.failed', { entity })} />;
  if (loading) {
    return (
      <div role="status" className={styles.loader}>
        <span className={styles.spinner} aria-hidden="true" />
        <span className="visually-hidden">{t('loading')}</span>
      </div>
    );
  }
  return <>{children}</>;
}
