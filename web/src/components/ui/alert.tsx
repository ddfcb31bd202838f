import type { ReactNode } from 'react';
import styles from './alert.module.css';

type AlertProps = {
  title?: ReactNode;
  children: ReactNode;
  /** `error` (default) is announced at once (role alert); `warning` and `success` politely (role status). */
  tone?: 'error' | 'warning' | 'success';
};

/** A message box announced to screen readers. */
export function Alert({ title, children, tone = 'error' }: AlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`${styles.alert} ${styles[tone]}`}>
      {title ? <p className={styles.title}>{title}</p> : null}
      <div>{children}</div>
    </div>
  );
}
