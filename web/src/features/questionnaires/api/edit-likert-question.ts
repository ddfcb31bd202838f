import { useMutation } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import { toLabelInput, type LikertQuestionInput } from './add-likert-question';
import { useStoreQuestionnaire } from './edit-questionnaire';
import type { Question, Questionnaire } from './get-questionnaire';
import { setCategory } from './set-category';

const EditLikertQuestionDocument = graphql(`
  mutation EditLikertQuestion(
    $outcomeSetID: ID!
    $questionID: ID!
    $question: String
    $description: String
    $labels: [LabelInput]
    $short: String
    $minValue: Int
    $maxValue: Int
    $noteRequired: Boolean
    $notePrompt: String
    $noteDeactivated: Boolean
  ) {
    EditLikertQuestion(
      outcomeSetID: $outcomeSetID
      questionID: $questionID
      question: $question
      description: $description
      labels: $labels
      short: $short
      minValue: $minValue
      maxValue: $maxValue
      noteRequired: $noteRequired
      notePrompt: $notePrompt
      noteDeactivated: $noteDeactivated
    ) {
      ...QuestionnaireFields
    }
  }
`);

type EditLikertQuestionArgs = {
  id: string;
  question: Question;
  input: LikertQuestionInput;
  /** The questionnaire has records: its scale values cannot change. */
  inUse: boolean;
};

/**
 * Spec 02 §4: saves a question, sending the scale values only when they changed and the questionnaire is
 * unused; a new category goes through SetCategory.
 */
export const editLikertQuestion = async (
  { id, question, input, inUse }: EditLikertQuestionArgs,
  /** Gets the question as saved before its category is set, so that a failed SetCategory keeps the edit shown. */
  onEdited: (saved: Questionnaire) => void = () => undefined,
) => {
  const scaleChanged = input.leftValue !== question.leftValue || input.rightValue !== question.rightValue;
  let saved = await request(EditLikertQuestionDocument, {
    outcomeSetID: id,
    questionID: question.id,
    question: input.question,
    description: input.description,
    short: input.short,
    labels: toLabelInput(input.labels),
    ...(scaleChanged && !inUse ? { minValue: input.leftValue, maxValue: input.rightValue } : {}),
    noteRequired: input.noteRequired,
    notePrompt: input.notePrompt,
    noteDeactivated: input.noteDeactivated,
  }).then((data) => data.EditLikertQuestion);
  if ((input.categoryID || null) !== (question.categoryID ?? null)) {
    onEdited(saved);
    saved = await setCategory({ id, questionID: question.id, categoryID: input.categoryID || null });
  }
  return saved;
};

export const useEditLikertQuestion = () => {
  const store = useStoreQuestionnaire();
  return useMutation({
    mutationFn: (args: EditLikertQuestionArgs) => editLikertQuestion(args, store),
    onSuccess: store,
  });
};
