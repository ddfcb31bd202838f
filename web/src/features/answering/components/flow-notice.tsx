import type { RefObject } from 'react';
import styles from './answering.module.css';

/** A screen of the flow that only tells something: a focusable title (where focus goes on arrival) and a line. */
export function FlowNotice({
  headingRef,
  title,
  text,
}: {
  headingRef?: RefObject<HTMLHeadingElement | null>;
  title: string;
  text: string;
}) {
  return (
    <section className={styles.flow}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {title}
      </h1>
      <p>{text}</p>
    </section>
  );
}
