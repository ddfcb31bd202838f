import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './answering.module.css';
import { ScreenHeading } from './screens/flow-parts';

type FlowNoticeProps = {
  title: string;
  /** The line beneath the title. */
  text?: string;
  /** What the screen offers beneath, such as a way back. */
  children?: ReactNode;
};

/** A screen of the flow that only tells something: a title, a line, and what it offers, if anything. */
export function FlowNotice({ title, text, children }: FlowNoticeProps) {
  return (
    <section className={styles.flow}>
      <ScreenHeading>{title}</ScreenHeading>
      {text ? <p>{text}</p> : null}
      {children}
    </section>
  );
}

/** Spec 01 §4 Thanks, the end of a beneficiary's link: shown on finalising, and again when its record reopens. */
export function ThanksNotice() {
  const { t } = useTranslation('answering');
  return <FlowNotice title={t('thanks.title')} text={t('thanks.text')} />;
}
