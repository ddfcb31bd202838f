import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { importedQuestionnaireId } from '@/features/catalogue/utils/imported-questionnaire';
import { useImportQuestionnaire } from '@/features/questionnaires/api/import-questionnaire';
import { useQuestionnaires } from '@/features/questionnaires/api/get-questionnaires';
import { isApiError } from '@/lib/graphql/api-error';
import { refreshQuestionnaireLists } from '@/lib/questionnaire-cache';

/**
 * Imports a catalogue questionnaire, then goes to the questionnaire list (spec 02 §2). A name already in use
 * means the list this page holds is out of date (imported in another tab), so it is read again and the entry
 * shows as imported; the error still reaches the button, which says so.
 */
export function useImportThenList() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const importQuestionnaire = useImportQuestionnaire();
  return async (id: string) => {
    try {
      await importQuestionnaire.mutateAsync(id);
    } catch (error) {
      if (isApiError(error, 'questionnaire.nameInUse')) await refreshQuestionnaireLists(queryClient);
      throw error;
    }
    await navigate(paths.questions.getHref());
  };
}

/** The organisation's copy of a catalogue entry, by the entry's name: its editor's address, if imported. */
export function useImportedHref() {
  const questionnaires = useQuestionnaires();
  return (name: string) => {
    const id = importedQuestionnaireId(questionnaires.data, name);
    return id === undefined ? undefined : paths.questionnaire.getHref(id);
  };
}
