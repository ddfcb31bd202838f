import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import { refreshQuestionnaireLists } from '@/lib/questionnaire-cache';
import { isApiError } from '@/lib/graphql/api-error';

const ImportQuestionnaireDocument = graphql(`
  mutation ImportQuestionnaire($source: String!, $id: String!) {
    ImportOutcomeSet(source: $source, id: $id) {
      id
    }
  }
`);

/** Spec 02 §3: the catalogue's only source. */
export const CATALOGUE_SOURCE = 'softoutcomes';

/** Copies a catalogue questionnaire, read-only. Importing it twice fails with `questionnaire.nameInUse`. */
export const importQuestionnaire = (id: string) =>
  request(ImportQuestionnaireDocument, { source: CATALOGUE_SOURCE, id }).then(
    (data) => data.ImportOutcomeSet,
  );

/**
 * Spec 02 §8 quick start: an import whose name is already in use has been done before, so it counts as
 * success.
 */
export const importQuestionnaireOnce = async (id: string) => {
  try {
    await importQuestionnaire(id);
  } catch (error) {
    if (!isApiError(error, 'questionnaire.nameInUse')) throw error;
  }
};

export const useImportQuestionnaireOnce = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importQuestionnaireOnce,
    onSuccess: () => refreshQuestionnaireLists(queryClient),
  });
};

/** The catalogue's import button: any failure (a name in use included) is a failure. */
export const useImportQuestionnaire = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importQuestionnaire,
    onSuccess: () => refreshQuestionnaireLists(queryClient),
  });
};
