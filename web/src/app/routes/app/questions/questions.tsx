import { useParams } from 'react-router';
import { useQuestionnaire } from '@/features/questionnaires/api/get-questionnaire';
import { QuestionList } from '@/features/questionnaires/components/question-list';

/** The editor's Questions tab. */
export default function QuestionnaireQuestionsRoute() {
  const { id = '' } = useParams();
  const { data } = useQuestionnaire(id);
  return data ? <QuestionList questionnaire={data} /> : null;
}
