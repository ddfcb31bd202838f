import { useTranslation } from 'react-i18next';
import { useAnsweringFlow, type AnsweringFlowOptions } from '../hooks/use-answering-flow';
import { FlowNotice, ThanksNotice } from './flow-notice';
import { EmptyScreen } from './screens/empty-screen';
import { FinaliseScreen } from './screens/finalise-screen';
import { BackButton } from './screens/flow-parts';
import { InstructionsScreen } from './screens/instructions-screen';
import { NotesScreen } from './screens/notes-screen';
import { QuestionScreen } from './screens/question-screen';
import styles from './answering.module.css';

type AnsweringFlowProps = AnsweringFlowOptions & {
  /** Where staff add questions to an empty questionnaire. */
  addQuestionsHref: string;
};

/** Spec 01 §4 "Answering flow": one screen at a time, from instructions to Finalise. */
export function AnsweringFlow({ addQuestionsHref, ...options }: AnsweringFlowProps) {
  const { t } = useTranslation('answering');
  const flow = useAnsweringFlow(options);
  const { step } = flow;

  if (flow.expired) {
    return <FlowNotice title={t('errors.expiredTitle')} text={t('errors.expired')} />;
  }
  switch (step.kind) {
    case 'empty':
      return (
        <EmptyScreen
          flow={flow}

          beneficiaryUser={options.beneficiaryUser}
          addQuestionsHref={addQuestionsHref}
        />
      );
    case 'instructions':
      return <InstructionsScreen flow={flow} />;
    case 'question': {
      const question = flow.questions[step.index];
      if (!question || !('leftValue' in question)) {
        // A kind of question this page cannot show: say so, with a way back.
        return (
          <FlowNotice title={t('errors.unknownQuestion')}>
            <div className={styles.actions}>
              <BackButton flow={flow} saving={false} />
            </div>
          </FlowNotice>
        );
      }
      return <QuestionScreen key={question.id} flow={flow} question={question} />;
    }
    case 'notes':
      return <NotesScreen flow={flow} />;
    case 'finalise':
      return <FinaliseScreen flow={flow} />;
    case 'thanks':
      return <ThanksNotice />;
  }
}
