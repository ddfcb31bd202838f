import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import { refreshQuestionnaireLists } from '@/lib/questionnaire-cache';
import type { Sequence } from './get-sequences';

const CreateSequenceDocument = graphql(`
  mutation CreateSequence(
    $name: String!
    $description: String
    $destination: String
    $questionnaires: [String]!
  ) {
    NewSequence(
      name: $name
      description: $description
      destination: $destination
      questionnaires: $questionnaires
    ) {
      ...SequenceFields
    }
  }
`);

/** docs/api-errors.md limits. */
const NAME_MAX = 100;
const DESCRIPTION_MAX = 1000;
const DESTINATION_MAX = 2000;
/** At most this many questionnaires in a sequence. */
export const QUESTIONNAIRES_MAX = 20;

/** An http or https address with a host, as the API accepts. */
const isWebAddress = (text: string) => {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** Spec 02 §5: the sequence form. Messages are keys of the `sequences` namespace. */
export const sequenceSchema = z.object({
  name: z.preprocess(
    (value) => value ?? '',
    z.string().trim().min(1, 'validation.nameRequired').max(NAME_MAX, 'validation.nameTooLong'),
  ),
  description: z.preprocess(
    (value) => value ?? '',
    z.string().trim().max(DESCRIPTION_MAX, 'validation.descriptionTooLong'),
  ),
  // Empty slots are dropped; at least one questionnaire must remain.
  questionnaires: z.preprocess(
    (value) =>
      Array.isArray(value)
        ? value.map((slot) => (slot as { questionnaireID?: string })?.questionnaireID ?? '').filter(Boolean)
        : [],
    z
      .array(z.string())
      .min(1, 'validation.questionnairesRequired')
      .max(QUESTIONNAIRES_MAX, 'validation.tooManyQuestionnaires'),
  ),
  // An empty destination is treated as absent.
  destination: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : ''),
    z
      .string()
      .max(DESTINATION_MAX, 'validation.destinationTooLong')
      .refine((text) => text === '' || isWebAddress(text), 'validation.destinationInvalid'),
  ),
});

export type SequenceInput = z.infer<typeof sequenceSchema>;

/** One questionnaire selector of the form; `key` keeps it in place while it is dragged. */
export type QuestionnaireSlot = { key: string; questionnaireID: string };

export type SequenceValues = {
  name: string;
  description: string;
  questionnaires: QuestionnaireSlot[];
  destination: string;
};

let nextSlot = 0;
/** A selector with a key unique on this page. */
export const aSlot = (questionnaireID = ''): QuestionnaireSlot => ({
  key: `slot-${++nextSlot}`,
  questionnaireID,
});

/** Spec 02 §2: a new sequence starts with one empty questionnaire slot. */
export const newSequenceValues = (): SequenceValues => ({
  name: '',
  description: '',
  questionnaires: [aSlot()],
  destination: '',
});

export const toSequenceValues = (sequence: Sequence): SequenceValues => ({
  name: sequence.name,
  description: sequence.description ?? '',
  questionnaires: sequence.questionnaires.map((questionnaire) => aSlot(questionnaire.id)),
  destination: sequence.destination ?? '',
});

/** The mutation's variables; a blank description or destination is sent as absent. */
export const toSequenceVariables = (input: SequenceInput) => ({
  name: input.name,
  description: input.description || null,
  destination: input.destination || null,
  questionnaires: input.questionnaires,
});

/** Fails with `sequence.nameInUse` when another sequence has the name. */
export const createSequence = (input: SequenceInput) =>
  request(CreateSequenceDocument, toSequenceVariables(input)).then((data) => data.NewSequence);

export const useCreateSequence = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSequence,
    onSuccess: () => refreshQuestionnaireLists(queryClient),
  });
};
