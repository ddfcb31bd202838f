import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { NewQuestionnaire } from '@/features/questionnaires/components/new-questionnaire';

/** Spec 02 §2 /questions/new: the type selector. */
export default function NewQuestionnaireRoute() {
  const { t } = useTranslation('questionnaires');
  const navigate = useNavigate();
  return (
    <>
      <h1>{t('new.title')}</h1>
      <NewQuestionnaire onImported={() => void navigate(paths.questions.getHref())} />
    </>
  );
}
