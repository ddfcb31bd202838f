import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { CustomQuestionnaireForm } from '@/features/questionnaires/components/custom-questionnaire-form';

/** Spec 02 §2 /questions/new/custom: on create, straight to the new questionnaire's questions. */
export default function NewCustomQuestionnaireRoute() {
  const { t } = useTranslation('questionnaires');
  const navigate = useNavigate();
  return (
    <>
      <h1>{t('custom.title')}</h1>
      <CustomQuestionnaireForm onCreated={(id) => navigate(paths.questionnaireQuestions.getHref(id))} />
    </>
  );
}
