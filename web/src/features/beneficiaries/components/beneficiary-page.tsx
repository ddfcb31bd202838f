import type { ReactNode } from 'react';
import { BeneficiaryMenu } from './beneficiary-menu';
import styles from './beneficiaries.module.css';

/** Spec 01 §2 beneficiary page: titled by the beneficiary id, with the side menu beside the tab's content. */
export function BeneficiaryPage({ beneficiary, children }: { beneficiary: string; children: ReactNode }) {
  return (
    <>
      <h1 className={styles.title}>{beneficiary}</h1>
      <div className={styles.page}>
        <BeneficiaryMenu beneficiary={beneficiary} />
        <div className={styles.content}>{children}</div>
      </div>
    </>
  );
}
