import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useImportQuestionnaire } from '@/features/questionnaires/api/import-questionnaire';

/** Imports a catalogue questionnaire, then goes to the questionnaire list (spec 02 §2). */
export function useImportThenList() {
  const navigate = useNavigate();
  const importQuestionnaire = useImportQuestionnaire();
  return async (id: string) => {
    await importQuestionnaire.mutateAsync(id);
    await navigate(paths.questions.getHref());
  };
}
