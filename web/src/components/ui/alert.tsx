import type { ReactNode } from 'react';
import styles from './alert.module.css';

/** An error box announced to screen readers. */
export function Alert({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <div role="alert" className={styles.alert}>
      {title ? <p className={styles.title}>{title}</p> : null}
      <div>{children}</div>
    </div>
  );
}
