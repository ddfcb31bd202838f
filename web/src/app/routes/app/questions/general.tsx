import { useParams } from 'react-router';
import { useQuestionnaire } from '@/features/questionnaires/api/get-questionnaire';
import { GeneralForm, GeneralSummary } from '@/features/questionnaires/components/general-form';

/** The editor's General tab (the questionnaire's exact path); the editor route loads the questionnaire. */
export default function QuestionnaireGeneralRoute() {
  const { id = '' } = useParams();
  const { data } = useQuestionnaire(id);
  if (!data) return null;
  return data.readOnly ? <GeneralSummary questionnaire={data} /> : <GeneralForm questionnaire={data} />;
}
