import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './answering.module.css';

type FlowNoticeProps = {
  headingRef?: RefObject<HTMLHeadingElement | null>;
  title: string;
  /** The line beneath the title. */
  text?: string;
  /** What the screen offers beneath, such as a way back. */
  children?: ReactNode;
};

/**
 * A screen of the flow that only tells something: a focusable title (where focus goes on arrival), a line, and
 * what it offers, if anything.
 */
export function FlowNotice({ headingRef, title, text, children }: FlowNoticeProps) {
  return (
    <section className={styles.flow}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {title}
      </h1>
      {text ? <p>{text}</p> : null}
      {children}
    </section>
  );
}

/** Spec 01 §4 Thanks, the end of a beneficiary's link: shown on finalising, and again when its record reopens. */
export function ThanksNotice({ headingRef }: Pick<FlowNoticeProps, 'headingRef'>) {
  const { t } = useTranslation('answering');
  return <FlowNotice headingRef={headingRef} title={t('thanks.title')} text={t('thanks.text')} />;
}
