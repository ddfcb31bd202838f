import { Entity, boolean, item, list, map, number, set, string } from 'dynamodb-toolbox';

import { RippleTable } from '#core/table.ts';

const labelSchema = map({ value: number(), label: string() });

const questionSchema = map({
  id: string(),
  question: string(),
  description: string().optional(),
  short: string().optional(),
  archived: boolean(),
  categoryID: string().optional(),
  leftValue: number(),
  rightValue: number(),
  labels: list(labelSchema),
  noteRequired: boolean(),
  notePrompt: string().optional(),
  noteDeactivated: boolean(),
  direction: string().enum('higher', 'lower').optional(),
  reliability: number().optional(),
  reliabilitySource: string().optional(),
});

const categorySchema = map({
  id: string(),
  name: string(),
  description: string().optional(),
  aggregation: string().enum('mean', 'sum'),
  reliability: number().optional(),
  reliabilitySource: string().optional(),
  measure: string().enum('phq9', 'gad7').optional(),
});

/**
 * A questionnaire with its questions and categories inside: `ORG#{orgId}` / `QNR#{questionnaireId}`
 * (docs/data-model.md, A5, A14). `version` guards read-modify-write edits; `deleted` keeps the item for the
 * records that answer it.
 */
export const QuestionnaireEntity = new Entity({
  name: 'Questionnaire',
  table: RippleTable,
  schema: item({
    orgId: string().key(),
    questionnaireId: string().key(),
    name: string(),
    description: string().optional(),
    instructions: string().optional(),
    noteRequired: boolean(),
    notePrompt: string().optional(),
    noteDeactivated: boolean(),
    requiredTags: list(map({ label: string(), options: list(string()) })),
    questions: list(questionSchema),
    categories: list(categorySchema),
    readOnly: boolean(),
    inUse: boolean(),
    /**
     * How many records were ever created for it (never lowered): clearing `inUse` when the last record is deleted
     * is conditioned on it, so a record created meanwhile keeps the flag (records.repository.ts).
     */
    recordsMade: number().optional(),
    /**
     * The questions some record has answered: added by the transaction of a question's first answer, emptied when
     * the questionnaire's last record is deleted (records.repository.ts). A question in it cannot be removed.
     */
    answeredQuestions: set(string()).optional(),
    /**
     * Questions removed for good: a first answer is conditioned on its question not being here, and a removal on
     * it not being answered, so of a removal and a concurrent first answer exactly one is written.
     */
    removedQuestions: set(string()).optional(),
    /**
     * `answeredQuestions` lists every answered question: true from creation, or once the questionnaire was seen
     * without records. Older questionnaires in use may hold answers written before the list was kept.
     */
    answersTracked: boolean().optional(),
    deleted: boolean(),
    version: number(),
    createdAt: string(),
  }),
  computeKey: ({ orgId, questionnaireId }) => ({ pk: `ORG#${orgId}`, sk: `QNR#${questionnaireId}` }),
  timestamps: false,
});

/**
 * The uniqueness guard of a questionnaire name in its organisation: `ORG#{orgId}` / `QNRNAME#{lower(name)}`,
 * written in the same transaction as the questionnaire (docs/data-model.md, "Transactional writes").
 */
export const QuestionnaireNameEntity = new Entity({
  name: 'QuestionnaireName',
  table: RippleTable,
  schema: item({
    orgId: string().key(),
    nameKey: string().key(),
    questionnaireId: string(),
  }),
  computeKey: ({ orgId, nameKey }) => ({ pk: `ORG#${orgId}`, sk: `QNRNAME#${nameKey}` }),
  timestamps: false,
});
