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

/**
 * `children` is announced as the toast appears. `countdown`, shown after it, changes without being announced
 * (a timer is never live, even inside the toast region): a polite region that re-read a ticking count every
 * second would drown out everything else, so `children` must say in words what the count is about.
 */
export function Toast({
  children,
  countdown,
  action,
  tone = 'info',
}: {
  children: ReactNode;
  countdown?: ReactNode;
  action?: ReactNode;
  tone?: 'info' | 'success' | 'warning';
}) {
  return (
    <div className={[styles.toast, styles[tone]].join(' ')}>
      <p className={styles.text}>
        {children}
        {countdown === undefined ? null : (
          <>
            {' '}
            <span role="timer" aria-live="off">
              {countdown}
            </span>
          </>
        )}
      </p>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
