import type { ReactNode } from 'react';
import styles from './toast.module.css';

/**
 * A toast in a polite live region at the bottom of the screen. The region is always rendered, so screen
 * readers announce a toast when it appears (a live region added together with its text is often missed).
 */
export function ToastRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label} className={styles.region}>
      <div role="status" aria-live="polite" className={styles.stack}>
        {children}
      </div>
    </section>
  );
}

export function Toast({
  children,
  action,
  tone = 'info',
}: {
  children: ReactNode;
  action?: ReactNode;
  tone?: 'info' | 'success' | 'warning';
}) {
  return (
    <div className={[styles.toast, styles[tone]].join(' ')}>
      <p className={styles.text}>{children}</p>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
