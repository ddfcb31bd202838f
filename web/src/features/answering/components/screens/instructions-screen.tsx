import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { AnsweringFlowState } from '../../hooks/use-answering-flow';
import { nextStep } from '../../utils/answering-machine';
import styles from '../answering.module.css';
import { ScreenHeading } from './flow-parts';

/** The questionnaire's instructions, before its first question. */
export function InstructionsScreen({ flow }: { flow: AnsweringFlowState }) {
  const { t } = useTranslation('answering');
  return (
    <section className={styles.flow}>
      <ScreenHeading>{t('instructions')}</ScreenHeading>
      <p className={styles.description}>{flow.questionnaire?.instructions}</p>
      <div className={styles.actions}>
        <Button onClick={() => flow.go(nextStep(flow.shape, flow.step))}>{t('start')}</Button>
      </div>
    </section>
  );
}
