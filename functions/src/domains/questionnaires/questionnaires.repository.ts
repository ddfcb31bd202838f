import {
  $add,
  $remove,
  $set,
  DeleteTransaction,
  GetItemCommand,
  PutTransaction,
  TableAccessPattern,
  UpdateItemCommand,
  UpdateTransaction,
  executeTransactWrite,
  isConditionCheckFailed,
  isTransactionCancelled,
  string,
} from 'dynamodb-toolbox';
import type { Condition } from 'dynamodb-toolbox';

import { AppError } from '#core/app-error.ts';
import { getItem, itemReader } from '#core/item-reader.ts';
import { RippleTable } from '#core/table.ts';
import { retryOnConflict } from '#core/transactions.ts';

import { QuestionnaireEntity, QuestionnaireNameEntity } from './questionnaire.entity.ts';
import { organisationPartition } from '#core/record-keys.ts';

export type Aggregation = 'mean' | 'sum';
export type ScaleLabel = { value: number; label: string };
export type RequiredTag = { label: string; options: string[] };

/** A Likert question; `leftValue > rightValue` is a reversed scale. Deleting a question sets `archived`. */
export type LikertQuestion = {
  id: string;
  question: string;
  description?: string;
  short?: string;
  archived: boolean;
  categoryID?: string;
  leftValue: number;
  rightValue: number;
  labels: ScaleLabel[];
  noteRequired: boolean;
  notePrompt?: string;
  noteDeactivated: boolean;
  /** Whether a higher answer is better (absent: it is) or worse, for reliable change (docs/reports.md). */
  direction?: Direction;
  /** Cronbach's α of the published validation, 0–1, for reliable change. */
  reliability?: number;
  /** Where a catalogue reliability comes from; cleared when staff change it. */
  reliabilitySource?: string;
};

export type Direction = 'higher' | 'lower';
/** Catalogue scales with the NHS Talking Therapies measures (docs/reports.md). */
export type ClinicalMeasure = 'phq9' | 'gad7';

export type Category = {
  id: string;
  name: string;
  description?: string;
  aggregation: Aggregation;
  reliability?: number;
  reliabilitySource?: string;
  measure?: ClinicalMeasure;
};

/** A questionnaire (outcome set) of one organisation, with its questions and categories. */
export type Questionnaire = {
  id: string;
  name: string;
  description?: string;
  instructions?: string;
  noteRequired: boolean;
  notePrompt?: string;
  noteDeactivated: boolean;
  requiredTags: RequiredTag[];
  questions: LikertQuestion[];
  categories: Category[];
  /** Imported from the catalogue: every edit is refused. */
  readOnly: boolean;
  /** A record exists for it (set by the record-creating transaction, cleared when its last record is deleted). */
  inUse: boolean;
  /** Records ever created for it; absent before its first (and on questionnaires stored before it was kept). */
  recordsMade?: number;
  /** The ids of the questions some record has answered (written by the record transactions, never by an edit). */
  answeredQuestions?: string[];
  /** `answeredQuestions` is complete: absent on questionnaires in use since before it was kept. */
  answersTracked?: boolean;
  /** Bumped by every write; a write conditions on the version it read. */
  version: number;
  createdAt: string;
};

export type SaveResult = 'saved' | 'conflict';

/** Storage of questionnaires and their name guards; the only code that knows their keys. */
export interface QuestionnairesRepository {
  /** A5: the organisation's questionnaires that are not deleted, one Query. */
  listQuestionnaires(orgId: string): Promise<Questionnaire[]>;
  /** GetItem (consistent); a deleted questionnaire is not found. */
  getQuestionnaire(orgId: string, id: string): Promise<Questionnaire | undefined>;
  /** The questionnaire and its name guard in one transaction; `questionnaire.nameInUse` if the name is taken. */
  createQuestionnaire(orgId: string, questionnaire: Questionnaire): Promise<void>;
  /**
   * Replaces `previous` by `next` if nobody wrote it since it was read (same version and `inUse`; records created
   * meanwhile only raise `recordsMade`, which the save leaves alone) and no question it removes has been answered,
   * moving the name guard when the name changes (`questionnaire.nameInUse` if the new name is taken). `conflict`
   * otherwise.
   */
  saveQuestionnaire(orgId: string, next: Questionnaire, previous: Questionnaire): Promise<SaveResult>;
  /** Marks it deleted (records keep pointing at it) and frees its name; `conflict` if it changed since read. */
  deleteQuestionnaire(orgId: string, previous: Questionnaire): Promise<SaveResult>;
}

/** Names are unique per organisation regardless of case and Unicode form. */
export const nameKey = (name: string): string => name.trim().normalize('NFKC').toLowerCase();

/** A5: `pk = ORG#{orgId}`, `sk begins_with QNR#` (the name guards, `QNRNAME#…`, do not match). */
export const organisationQuestionnaires = RippleTable.build(TableAccessPattern)
  .entities(QuestionnaireEntity)
  .schema(string())
  .pattern((orgId) => ({ partition: organisationPartition(orgId), range: { beginsWith: 'QNR#' } }))
  .options({ maxPages: Infinity });

type QuestionnaireItem = Omit<Questionnaire, 'id' | 'answeredQuestions'> & {
  orgId: string;
  questionnaireId: string;
  deleted: boolean;
  answeredQuestions?: Set<string>;
  removedQuestions?: Set<string>;
};

// Optional attributes are left out rather than stored as undefined, so the domain objects compare cleanly.
const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** Read on every answer and every page of records, as it is now: without the toolbox's costly formatter. */
const readQuestionnaire = itemReader(QuestionnaireEntity);

const toQuestionnaire = (stored: QuestionnaireItem): Questionnaire => {
  const { orgId: _orgId, questionnaireId, deleted: _deleted, removedQuestions: _removed, ...rest } = stored;
  return defined({
    ...rest,
    id: questionnaireId,
    answeredQuestions: rest.answeredQuestions ? [...rest.answeredQuestions].sort() : undefined,
    requiredTags: rest.requiredTags.map(({ label, options }) => ({ label, options: [...options] })),
    questions: rest.questions.map((question) => defined({ ...question, labels: [...question.labels] })),
    categories: rest.categories.map((category) => defined({ ...category })),
  });
};

const toItem = (
  orgId: string,
  { id, answeredQuestions: _answered, ...rest }: Questionnaire,
  deleted = false,
) => ({
  ...rest,
  orgId,
  questionnaireId: id,
  deleted,
});

const guardPut = (orgId: string, name: string, questionnaireId: string) =>
  QuestionnaireNameEntity.build(PutTransaction)
    .item({ orgId, nameKey: nameKey(name), questionnaireId })
    .options({ condition: { attr: 'nameKey', exists: false } });

const guardDelete = (orgId: string, name: string) =>
  QuestionnaireNameEntity.build(DeleteTransaction).key({ orgId, nameKey: nameKey(name) });

/** The ids of the questions `previous` has and `next` no longer has. */
const removedBetween = (previous: Questionnaire, next: Questionnaire) =>
  previous.questions
    .map(({ id }) => id)
    .filter((id) => !next.questions.some((question) => question.id === id));

/**
 * What an edit writes: the questionnaire's own content, never `inUse`, `recordsMade` and `answeredQuestions`,
 * which belong to the record transactions. So a record created while a question is edited conflicts with the edit
 * only when it puts the questionnaire in use (the scale lock must then be checked again), and no edit puts back an
 * older count. Questions it removes join `removedQuestions`, which a first answer is conditioned against.
 */
const contentUpdate = (
  orgId: string,
  questionnaire: Questionnaire,
  deleted = false,
  removed: string[] = [],
) =>
  QuestionnaireEntity.build(UpdateTransaction).item({
    orgId,
    questionnaireId: questionnaire.id,
    name: questionnaire.name,
    description: questionnaire.description ?? $remove(),
    instructions: questionnaire.instructions ?? $remove(),
    noteRequired: questionnaire.noteRequired,
    notePrompt: questionnaire.notePrompt ?? $remove(),
    noteDeactivated: questionnaire.noteDeactivated,
    requiredTags: $set(questionnaire.requiredTags),
    questions: $set(questionnaire.questions),
    categories: $set(questionnaire.categories),
    readOnly: questionnaire.readOnly,
    ...(questionnaire.answersTracked ? { answersTracked: true } : {}),
    ...(removed.length > 0 ? { removedQuestions: $add(new Set(removed)) } : {}),
    deleted,
    version: questionnaire.version,
  });

/** Nobody wrote it since `previous` was read, and no record has answered a question in `removed` meanwhile. */
const unchangedSinceRead = (
  previous: Questionnaire,
  removed: string[] = [],
): Condition<typeof QuestionnaireEntity> => ({
  and: [
    { attr: 'version', eq: previous.version },
    { attr: 'inUse', eq: previous.inUse },
    { attr: 'deleted', eq: false },
    ...removed.map((id) => ({ not: { attr: 'answeredQuestions', contains: id } }) as const),
  ],
});

/**
 * The questionnaire's part of the transaction writing the first answer to `questionId` (records.repository.ts):
 * adds it to `answeredQuestions`, conditioned on the questionnaire not being deleted and the question not removed
 * for good (`contains` on an absent set is false). Its failed condition means the question has gone.
 */
export const markAnswered = (orgId: string, questionnaireId: string, questionId: string) =>
  QuestionnaireEntity.build(UpdateTransaction)
    .item({ orgId, questionnaireId, answeredQuestions: $add(new Set([questionId])) })
    .options({
      condition: {
        and: [{ attr: 'deleted', eq: false }, { not: { attr: 'removedQuestions', contains: questionId } }],
      },
    });

/**
 * Runs the transaction, again while another transaction on one of its items cancels it (records being created
 * raise the questionnaire's count); a failed condition on `guardIndex` means the name is taken, on 0 a conflict.
 */
const writeChecked = async (
  transactions: Parameters<typeof executeTransactWrite>,
  guardIndex: number | undefined,
  nameInUse: AppError,
): Promise<SaveResult> => {
  try {
    await retryOnConflict(() => executeTransactWrite(...transactions));
    return 'saved';
  } catch (error) {
    if (!isTransactionCancelled(error)) throw error;
    const reasons = error.CancellationReasons ?? [];
    if (guardIndex !== undefined && reasons[guardIndex]?.Code === 'ConditionalCheckFailed') throw nameInUse;
    if (reasons[0]?.Code === 'ConditionalCheckFailed') return 'conflict';
    throw error;
  }
};

export const questionnairesRepository: QuestionnairesRepository = {
  async listQuestionnaires(orgId) {
    const { Items = [] } = await organisationQuestionnaires.query(orgId).send();
    return Items.filter(({ deleted }) => !deleted).map(toQuestionnaire);
  },

  async getQuestionnaire(orgId, id) {
    const item = await getItem(
      QuestionnaireEntity.build(GetItemCommand)
        .key({ orgId, questionnaireId: id })
        .options({ consistent: true }),
      readQuestionnaire,
    );
    return item && !item.deleted ? toQuestionnaire(item) : undefined;
  },

  async createQuestionnaire(orgId, questionnaire) {
    const result = await writeChecked(
      [
        QuestionnaireEntity.build(PutTransaction)
          .item(toItem(orgId, questionnaire))
          .options({ condition: { attr: 'questionnaireId', exists: false } }),
        guardPut(orgId, questionnaire.name, questionnaire.id),
      ],
      1,
      new AppError('questionnaire.nameInUse'),
    );
    // A fresh uuid never collides; if it ever did, the caller must not believe it was created.
    if (result === 'conflict') throw new Error('questionnaire id already exists');
  },

  async saveQuestionnaire(orgId, next, previous) {
    const renamed = nameKey(next.name) !== nameKey(previous.name);
    const removed = removedBetween(previous, next);
    return writeChecked(
      [
        contentUpdate(orgId, next, false, removed).options({
          condition: unchangedSinceRead(previous, removed),
        }),
        ...(renamed ? [guardDelete(orgId, previous.name), guardPut(orgId, next.name, next.id)] : []),
      ],
      renamed ? 2 : undefined,
      new AppError('questionnaire.nameInUse'),
    );
  },

  async deleteQuestionnaire(orgId, previous) {
    return writeChecked(
      [
        contentUpdate(orgId, { ...previous, version: previous.version + 1 }, true).options({
          condition: unchangedSinceRead(previous),
        }),
        guardDelete(orgId, previous.name),
      ],
      undefined,
      new AppError('questionnaire.nameInUse'),
    );
  },
};

/**
 * A14 after a record of the questionnaire was deleted: clears `inUse` when no record of it remains
 * (`anotherRecordExists`, asked of the records repository), conditioned on `recordsMade` as read before asking, so
 * a record created meanwhile (which raises it) keeps the flag set. Its list of answered questions empties with it,
 * and from then on is complete.
 */
export const releaseWhenUnused = async (
  orgId: string,
  questionnaireId: string,
  anotherRecordExists: () => Promise<boolean>,
): Promise<void> => {
  const { Item } = await QuestionnaireEntity.build(GetItemCommand)
    .key({ orgId, questionnaireId })
    .options({ consistent: true, attributes: ['inUse', 'recordsMade'] })
    .send();
  if (!Item?.inUse || (await anotherRecordExists())) return;
  try {
    await QuestionnaireEntity.build(UpdateItemCommand)
      // With no record left no question is answered, so its questions can be deleted again (questionnaire-edits.ts).
      .item({ orgId, questionnaireId, inUse: false, answeredQuestions: $remove(), answersTracked: true })
      .options({
        condition: {
          and: [
            { attr: 'inUse', eq: true },
            Item.recordsMade === undefined
              ? { attr: 'recordsMade', exists: false }
              : { attr: 'recordsMade', eq: Item.recordsMade },
          ],
        },
      })
      .send();
  } catch (error) {
    if (!isConditionCheckFailed(error)) throw error;
  }
};
