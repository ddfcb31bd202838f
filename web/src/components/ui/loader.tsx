import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from './error-box';
import styles from './loader.module.css';

type LoaderProps = {
  loading: boolean;
  error?: unknown;
  /** What is loading, for 'Failed to load {entity}' (already translated, e.g. 'questionnaires'). */
  entity: string;
  children: ReactNode;
};

/** Spec 01 §2 loader wrapper: a spinner while loading, 'Failed to load {entity}' on failure, else the content. */
export function Loader({ loading, error, entity, children }: LoaderProps) {
  const { t } = useTranslation();
  if (error) return <ErrorBox text={t('loader.failed', { entity })} />;
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
