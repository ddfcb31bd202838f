import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import { questionnaireQueryKey, type Questionnaire } from './get-questionnaire';
import { moveQuestionInList } from '../utils/move-question-in-list';

const MoveQuestionDocument = graphql(`
  mutation MoveQuestion($outcomeSetID: String!, $questionID: String!, $newIndex: Int!) {
    MoveQuestion(outcomeSetID: $outcomeSetID, questionID: $questionID, newIndex: $newIndex) {
      ...QuestionnaireFields
    }
  }
`);

type MoveQuestionArgs = { id: string; questionID: string; newIndex: number };

/** `newIndex` counts only the questions that are not archived. */
export const moveQuestion = ({ id, questionID, newIndex }: MoveQuestionArgs) =>
  request(MoveQuestionDocument, { outcomeSetID: id, questionID, newIndex }).then((data) => data.MoveQuestion);

/** Spec 02 §4: the list changes at once; a refused move puts the old order back (and `onError` tells). */
export const useMoveQuestion = ({ onError }: { onError: () => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveQuestion,
    onMutate: async ({ id, questionID, newIndex }) => {
      const key = questionnaireQueryKey(id);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Questionnaire>(key);
      if (previous)
        queryClient.setQueryData<Questionnaire>(key, {
          ...previous,
          questions: moveQuestionInList(previous.questions, questionID, newIndex),
        });
      return { previous };
    },
    onError: (_error, { id }, context) => {
      if (context?.previous) queryClient.setQueryData(questionnaireQueryKey(id), context.previous);
      onError();
    },
    onSuccess: (questionnaire) =>
      queryClient.setQueryData(questionnaireQueryKey(questionnaire.id), questionnaire),
  });
};
