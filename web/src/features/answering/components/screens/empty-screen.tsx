import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AnsweringFlowState } from '../../hooks/use-answering-flow';
import styles from '../answering.module.css';
import { ScreenHeading } from './flow-parts';

/** A questionnaire without questions: nothing to answer; staff are offered to add some. */
export function EmptyScreen({
  flow,
  beneficiaryUser,
  addQuestionsHref,
}: {
  flow: AnsweringFlowState;
  beneficiaryUser: boolean;
  addQuestionsHref: string;
}) {
  const { t } = useTranslation('answering');
  return (
    <section className={styles.flow}>
      <ScreenHeading>{flow.questionnaire?.name}</ScreenHeading>
      {beneficiaryUser ? (
        <p>{t('empty.beneficiary')}</p>
      ) : (
        <>
          <p>{t('empty.staff')}</p>
          <Link to={addQuestionsHref}>{t('empty.addQuestions')}</Link>
        </>
      )}
    </section>
  );
}
