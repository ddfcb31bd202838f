import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkProblem } from '../api/log-in-with-link';
import { LinkProblemNotice } from './link-problem-notice';
import styles from './links.module.css';

/**
 * In place of the answering screens, when renewing the link's token says the link has ended: expired (run out,
 * revoked) or completed. It takes focus, as the screen it replaces had it.
 */
export function LinkEndedNotice({ problem }: { problem: Extract<LinkProblem, 'expired' | 'completed'> }) {
  const { t } = useTranslation('beneficiary-links');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className={styles.panel}>
      <h1 ref={headingRef} tabIndex={-1} className="visually-hidden">
        {t('title')}
      </h1>
      <LinkProblemNotice problem={problem} />
    </section>
  );
}
