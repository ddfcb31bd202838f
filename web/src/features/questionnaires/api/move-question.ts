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

const MOVE_KEY = ['move-question'];

/**
 * Spec 02 §4: the list changes at once; a refused move puts the old order back (and `onError` tells). Moves can
 * overlap (a second made before the first is answered), so each answer is shown only when no other move is on its
 * way, and a refusal reads the order again: the order it put back may hold another move refused too.
 */
export const useMoveQuestion = ({ onError }: { onError: () => void }) => {
  const queryClient = useQueryClient();
  const othersPending = () => queryClient.isMutating({ mutationKey: MOVE_KEY }) > 1;
  return useMutation({
    mutationFn: moveQuestion,
    mutationKey: MOVE_KEY,
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
      if (context?.previous && !othersPending())
        queryClient.setQueryData(questionnaireQueryKey(id), context.previous);
      void queryClient.invalidateQueries({ queryKey: questionnaireQueryKey(id) });
      onError();
    },
    onSuccess: (questionnaire) => {
      if (!othersPending()) queryClient.setQueryData(questionnaireQueryKey(questionnaire.id), questionnaire);
    },
  });
};
