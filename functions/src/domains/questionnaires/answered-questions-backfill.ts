import {
  $add,
  GetItemCommand,
  ScanCommand,
  UpdateItemCommand,
  isConditionCheckFailed,
} from 'dynamodb-toolbox';
import type { Condition } from 'dynamodb-toolbox';

import { RippleTable } from '#core/table.ts';
import { questionsAnsweredByRecords } from '#domains/records/records.repository.ts';

import { QuestionnaireEntity } from './questionnaire.entity.ts';

/** Items scanned per page. */
const PAGE_ITEMS = 500;
/** Reads and writes of one organisation's questionnaires before those still changing are left for a later run. */
const ATTEMPTS = 5;

/** A questionnaire in use whose `answeredQuestions` may be incomplete, with `recordsMade` as read. */
type Untracked = { orgId: string; questionnaireId: string; recordsMade?: number };

type AnsweredQuestionsBackfillResult = {
  /** Questionnaires in use found without `answersTracked`. */
  found: number;
  /** Those this run listed the answered questions of and marked tracked. */
  written: number;
  /** Those that became tracked, unused or deleted by other writes meanwhile: nothing left to do. */
  settled: number;
  /** `{orgId}/{questionnaireId}` of those whose records kept being made on every attempt: run again later. */
  skipped: string[];
};

/**
 * Lists the answered questions of every questionnaire that was in use before `answeredQuestions` was kept (no
 * `answersTracked`), from its records, and marks it tracked, so its unanswered questions may be removed
 * (questionnaire-edits.ts). Safe beside live traffic and to run again (docs/decisions.md, "Summon checks,
 * restoring and deleting questions"): each questionnaire is read before its records, and written with one
 * `UpdateItem` that adds the questions (`ADD`, a union: answers written meanwhile add themselves the same way and
 * neither write loses the other's) and sets `answersTracked`, conditioned on it still being in use, untracked and
 * not deleted, with the `recordsMade` it was read with. A record made meanwhile fails the condition; the
 * questionnaire and its records are then read again.
 */
export async function backfillAnsweredQuestions(): Promise<AnsweredQuestionsBackfillResult> {
  const byOrganisation = new Map<string, Untracked[]>();
  for (const questionnaire of await untrackedQuestionnaires()) {
    const ofOrganisation = byOrganisation.get(questionnaire.orgId) ?? [];
    ofOrganisation.push(questionnaire);
    byOrganisation.set(questionnaire.orgId, ofOrganisation);
  }
  const result: AnsweredQuestionsBackfillResult = { found: 0, written: 0, settled: 0, skipped: [] };
  for (const [orgId, questionnaires] of byOrganisation) {
    result.found += questionnaires.length;
    let pending = questionnaires;
    for (let attempt = 1; pending.length > 0 && attempt <= ATTEMPTS; attempt += 1) {
      // Read after the questionnaires were: a record made after their read raised `recordsMade`.
      const answered = await questionsAnsweredByRecords(
        orgId,
        pending.map(({ questionnaireId }) => questionnaireId),
      );
      const again: Untracked[] = [];
      for (const questionnaire of pending) {
        const outcome = await markTracked(
          questionnaire,
          answered.get(questionnaire.questionnaireId) ?? new Set(),
        );
        if (outcome === 'written') result.written += 1;
        else if (outcome === 'settled') result.settled += 1;
        else again.push(outcome);
      }
      pending = again;
    }
    result.skipped.push(...pending.map(({ questionnaireId }) => `${orgId}/${questionnaireId}`));
  }
  return result;
}

const stillUntracked: Condition<typeof QuestionnaireEntity>[] = [
  { attr: 'inUse', eq: true },
  { attr: 'deleted', eq: false },
  {
    or: [
      { attr: 'answersTracked', exists: false },
      { attr: 'answersTracked', eq: false },
    ],
  },
];

/** Every questionnaire in use, not deleted, without `answersTracked` (a paged Scan; eventually consistent). */
const untrackedQuestionnaires = async (): Promise<Untracked[]> => {
  const found: Untracked[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const { Items = [], LastEvaluatedKey } = await RippleTable.build(ScanCommand)
      .entities(QuestionnaireEntity)
      .options({
        filters: { Questionnaire: { and: stillUntracked } },
        attributes: ['orgId', 'questionnaireId', 'recordsMade'],
        limit: PAGE_ITEMS,
        ...(startKey ? { exclusiveStartKey: startKey } : {}),
      })
      .send();
    found.push(
      ...Items.map(({ orgId, questionnaireId, recordsMade }) => ({ orgId, questionnaireId, recordsMade })),
    );
    startKey = LastEvaluatedKey;
  } while (startKey);
  return found;
};

/**
 * The one conditional write. A stale read (the Scan is eventually consistent) can only fail the condition, never
 * pass it wrongly: `recordsMade` only rises, so the same count means no record was made since that read.
 */
const markTracked = async (
  { orgId, questionnaireId, recordsMade }: Untracked,
  answered: Set<string>,
): Promise<'written' | 'settled' | Untracked> => {
  try {
    await whileTransactionHoldsIt(() =>
      QuestionnaireEntity.build(UpdateItemCommand)
        .item({
          orgId,
          questionnaireId,
          answersTracked: true,
          // DynamoDB stores no empty set: with no answer the list stays absent, which reads as empty.
          ...(answered.size > 0 ? { answeredQuestions: $add(answered) } : {}),
        })
        .options({
          condition: {
            and: [
              ...stillUntracked,
              recordsMade === undefined
                ? { attr: 'recordsMade', exists: false }
                : { attr: 'recordsMade', eq: recordsMade },
            ],
          },
        })
        .send(),
    );
    return 'written';
  } catch (error) {
    if (!isConditionCheckFailed(error)) throw error;
  }
  const { Item } = await QuestionnaireEntity.build(GetItemCommand)
    .key({ orgId, questionnaireId })
    .options({ consistent: true, attributes: ['inUse', 'deleted', 'answersTracked', 'recordsMade'] })
    .send();
  if (!Item || !Item.inUse || Item.deleted || Item.answersTracked) return 'settled';
  return { orgId, questionnaireId, recordsMade: Item.recordsMade };
};

/**
 * A plain write to an item that a transaction is writing (a record being made, a first answer) is refused with
 * `TransactionConflictException`; it is tried again, its condition then evaluated afresh.
 */
const whileTransactionHoldsIt = async <T>(write: () => Promise<T>): Promise<T> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      const conflict = error instanceof Error && error.name === 'TransactionConflictException';
      if (!conflict || attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
    }
  }
};
