import { useState } from 'react';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { getPatronCheckoutUrl, type BillingPeriod } from '../api/billing-link';
import { PATRON_SIZES, patronPrice } from '../utils/patron-prices';
import styles from './settings.module.css';

type PatronPlansProps = {
  /** Sends the browser to the payment link. */
  go?: (url: string) => void;
};

const assign = (url: string) => window.location.assign(url);

/**
 * Spec 02 §2 patron page: the five charity sizes with a monthly/yearly toggle (yearly by default, 10% off).
 * Yearly shows the price billed a year, with its monthly equivalent. Choosing a size goes to its payment link.
 */
export function PatronPlans({ go = assign }: PatronPlansProps) {
  const { t } = useTranslation('settings');
  const [period, setPeriod] = useState<BillingPeriod>('yearly');
  const [pending, setPending] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  const choose = async (size: number) => {
    setPending(size);
    setFailed(false);
    try {
      go(await getPatronCheckoutUrl(size, period));
    } catch {
      setFailed(true);
      setPending(null);
    }
  };

  const onPeriod = (keys: Set<Key>) => {
    const [key] = [...keys];
    if (key === 'monthly' || key === 'yearly') setPeriod(key);
  };

  return (
    <>
      <ToggleButtonGroup
        aria-label={t('patron.period')}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[period]}
        onSelectionChange={onPeriod}
        className={styles.toggle}
      >
        <ToggleButton id="monthly" className={styles.toggleItem}>
          {t('patron.monthly')}
        </ToggleButton>
        <ToggleButton id="yearly" className={styles.toggleItem}>
          {t('patron.yearly')}
        </ToggleButton>
      </ToggleButtonGroup>
      {failed ? <Alert>{t('patron.checkoutFailed')}</Alert> : null}
      <ul className={styles.plans}>
        {PATRON_SIZES.map((size, index) => {
          const price = patronPrice(size.monthly, period);
          const name = t(`patron.sizes.${size.key}`);
          return (
            <li key={size.key} className={styles.plan}>
              <h3>{name}</h3>
              <p className={styles.muted}>{t(`patron.incomes.${size.key}`)}</p>
              <p className={styles.price}>
                {period === 'monthly'
                  ? t('patron.perMonth', { price: price.amount })
                  : t('patron.perYear', { price: price.amount })}
              </p>
              {period === 'yearly' ? (
                <p className={styles.muted}>{t('patron.yearlyNote', { monthly: price.perMonth })}</p>
              ) : null}
              <Button
                onClick={() => void choose(index)}
                disabled={pending !== null}
                aria-busy={pending === index}
              >
                {t('patron.choose', { size: name })}
              </Button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
