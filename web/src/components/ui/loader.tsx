import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from './error-box';
import styles from './loader.module.css';

type LoadState = {
  loading: boolean;
  error?: unknown;
  /**
   * What was loaded, if anything. While it is there, an error does not replace the content: a background
   * refetch that fails (after a failed save, on a weak connection) must not unmount a form and lose what was typed
   * in it. Without it, any error shows the failure.
   */
  data?: unknown;
};

/** A TanStack query, shown as `loading={query.isPending} error={query.error} data={query.data}` would show it. */
type QueryState = { isPending: boolean; error: unknown; data: unknown };

type LoaderProps = (
  { query: QueryState; loading?: never; error?: never; data?: never } | (LoadState & { query?: undefined })
) & {
  /** What is loading, for 'Failed to load {entity}' (already translated, e.g. 'questionnaires'). */
  entity: string;
  children: ReactNode;
};

const stateOf = (props: LoaderProps): LoadState =>
  props.query ? { loading: props.query.isPending, error: props.query.error, data: props.query.data } : props;

/**
 * Spec 01 §2 loader wrapper: a spinner while loading, 'Failed to load {entity}' when loading failed and nothing was
 * loaded before, else the content.
 */
export function Loader(props: LoaderProps) {
  const { t } = useTranslation();
  const { loading, error, data } = stateOf(props);
  if (error && data === undefined) return <ErrorBox text={t('loader.failed', { entity: props.entity })} />;
  if (loading) {
    return (
      <div role="status" className={styles.loader}>
        <span className={styles.spinner} aria-hidden="true" />
        <span className="visually-hidden">{t('loading')}</span>
      </div>
    );
  }
  return <>{props.children}</>;
}
