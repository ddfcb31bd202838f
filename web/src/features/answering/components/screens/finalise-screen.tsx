import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { AnsweringFlowState } from '../../hooks/use-answering-flow';
import styles from '../answering.module.css';
import { ScreenHeading } from './flow-parts';

/** The record being completed; on a failure, a retry, or a way back to what the API found missing. */
export function FinaliseScreen({ flow }: { flow: AnsweringFlowState }) {
  const { t } = useTranslation('answering');
  const { error, backToMissing } = flow;
  return (
    <section className={styles.flow} aria-busy={!error}>
      <ScreenHeading>{error ? flow.questionnaire?.name : t('finalise.saving')}</ScreenHeading>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {error ? (
        <div className={styles.actions}>
          {backToMissing ? (
            <Button onClick={backToMissing}>{t('finalise.backToMissing')}</Button>
          ) : (
            <Button onClick={flow.finalise}>{t('retry')}</Button>
          )}
        </div>
      ) : null}
    </section>
  );
}
