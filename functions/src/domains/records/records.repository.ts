import {
  $add,
  $get,
  $remove,
  $set,
  DeleteTransaction,
  GetItemCommand,
  PutTransaction,
  QueryCommand as TableQueryCommand,
  UpdateItemCommand,
  UpdateTransaction,
  isConditionCheckFailed,
} from 'dynamodb-toolbox';
import type { Condition } from 'dynamodb-toolbox';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';

import { AppError } from '#core/app-error.ts';
import { getItem, itemReader, queryPage, updateItem } from '#core/item-reader.ts';
import { logger } from '#core/logger.ts';
import {
  RECORD_PREFIX,
  beneficiaryRecordsPartition,
  completeRecordIndexKeys,
  organisationPartition,
  organisationRecordsPartition,
  questionnaireRecordsPartition,
  recordIndexKeys,
} from '#core/record-keys.ts';
import { STALE, withOptimisticRetry } from '#core/optimistic-retry.ts';
import { RippleTable } from '#core/table.ts';
import { TABLE_SCHEMA } from '#core/table-schema.ts';
import { BeneficiaryEntity } from '#domains/beneficiaries/beneficiary.entity.ts';
import { cancellationCodes, cancellationReasons, writeTogether } from '#core/transactions.ts';
import type { ToolboxTransaction } from '#core/transactions.ts';
import { QuestionnaireEntity } from '#domains/questionnaires/questionnaire.entity.ts';
import { markAnswered, releaseWhenUnused } from '#domains/questionnaires/questionnaires.repository.ts';
import {
  isComplete,
  isSizeReason,
  summaryRemoval,
  writeWithSummary,
} from '#domains/reports/summary-placement.ts';
import type { SummaryPart } from '#domains/reports/record-summary.ts';
import { TagEntity } from '#domains/tags/tag.entity.ts';

import { answerUpdate } from './answer-update.ts';
import { recordRead } from './record-read.ts';
import { MeetingEntity } from './meeting.entity.ts';
import { BeneficiaryTagsChanged } from './beneficiary-tags-changed.ts';
import { recentReadSize } from './recent-read-size.ts';

export type Answer = { answer: number; notes?: string };

/** A record (meeting) of one organisation. */
export type Meeting = {
  id: string;
  beneficiary: string;
  user: string;
  outcomeSetID: string;
  /** The date a historic record was conducted (ISO-8601). */
  conducted?: string;
  /** The record date: `conducted`, else the completion time; absent while incomplete. */
  date?: string;
  created: string;
  incomplete: boolean;
  notes?: string;
  meetingTags: string[];
  benTags: string[];
  /** `meetingTags` and `benTags` together, stored so that filters and reports read one attribute. */
  tags: string[];
  answers: Record<string, Answer>;
  /** Made through a link. */
  remote: boolean;
  /**
   * How many times the record was written (absent on records stored before it was kept): writes that also write
   * the record's report summary are conditioned on it, so a summary never misses a concurrent change.
   */
  rev?: number;
  /**
   * Which item of the beneficiary's year holds a complete record's report summary entry, when the first was full
   * or the record was imported (record-summary.ts); written with the entry.
   */
  summaryPart?: SummaryPart;
};

export type RecentFilters = {
  beneficiaries: string[];
  users: string[];
  tags: string[];
  questionnaires: string[];
};

/**
 * A conditional write's outcome: the record as the write left it (so no second read), or why it was refused.
 * `complete`: the write required an incomplete record (a beneficiary's) and it is complete. `tooLarge`: the record
 * would pass the 400 KB a DynamoDB item holds, which only many long notes can make it do; nothing was written.
 */
export type WriteResult = Meeting | 'notFound' | 'complete' | 'tooLarge';

/** Storage of records; the only code that knows their keys. */
export interface RecordsRepository {
  /**
   * One transaction: the records, the beneficiary (upserted, `lastRecordAt`), a Tag item per record tag and
   * `inUse = true` (and `recordsMade` raised) on each questionnaire, conditioned on it existing and not being
   * deleted (`questionnaire.notFound` otherwise, and nothing is written).
   */
  createRecords(orgId: string, meetings: Meeting[]): Promise<void>;
  /** A7: GetItem (consistent). */
  getRecord(orgId: string, id: string): Promise<Meeting | undefined>;
  /** A8: the beneficiary's records, oldest first. */
  listBeneficiaryRecords(orgId: string, beneficiary: string): Promise<Meeting[]>;
  /** A9: the `take` records after the first `skip` matching ones, newest first, and whether more match. */
  recentRecords(
    orgId: string,
    filters: RecentFilters,
    skip: number,
    take: number,
  ): Promise<{ meetings: Meeting[]; isMore: boolean }>;
  /**
   * `SET answers.#q = :a` alone, so answers to other questions written meanwhile stay. With `onlyIfUnanswered` the
   * write is conditioned on the question having no answer yet, so of concurrent first answers exactly one lands
   * (`answerExists` for the others). An answer to a complete record (staff only) is written with its report
   * summary, conditioned on the record's `rev` (re-read and retried when it changed). With `firstAnswerIn` (the
   * record's questionnaire, when it does not list the question as answered yet) the same transaction adds the
   * question to the questionnaire's `answeredQuestions`, conditioned on it not being removed for good meanwhile
   * (`question.notFound`, nothing written).
   */
  setAnswer(
    orgId: string,
    id: string,
    questionId: string,
    answer: Answer,
    onlyIncomplete: boolean,
    onlyIfUnanswered?: boolean,
    firstAnswerIn?: string,
  ): Promise<WriteResult | 'answerExists'>;
  setNotes(
    orgId: string,
    id: string,
    notes: string | undefined,
    onlyIncomplete: boolean,
  ): Promise<WriteResult>;
  /**
   * Sets `incomplete = false`, `date` and the GSI3 keys, and writes the report summary, conditioned on the record
   * still being incomplete at the `rev` of `read` (the record as the caller just read it, consistently; re-read
   * and retried when it changed); `complete` when it is complete already. The date is when the record was
   * conducted, as the record is when written (a date edited meanwhile counts), else `now`.
   */
  completeRecord(orgId: string, read: Meeting, now: string): Promise<WriteResult>;
  /** A10, newest first: the tags of the questionnaire's latest `limit` complete records (one Query, no filter). */
  recentQuestionnaireTags(orgId: string, questionnaireId: string, limit: number): Promise<string[][]>;
  /**
   * Deletes the record and its report summary entry; false when there was no such record. When it was its
   * questionnaire's last record, clears the questionnaire's `inUse` (spec 02 §5: in use while a record exists).
   */
  deleteRecord(orgId: string, id: string): Promise<boolean>;
  /**
   * Writes the editable fields of `next` (beneficiary, dates, tags; never answers or notes) if the record is
   * still as `current` was read (its `rev`), with its Tag items, the (upserted) beneficiary and, for a complete
   * record, its report summary moved and rewritten, in one transaction.
   */
  updateRecord(orgId: string, current: Meeting, next: Meeting): Promise<'saved' | 'conflict'>;
}

const { gsi3 } = TABLE_SCHEMA.indexes;

/** Records are read on every answer and every page of records: without the toolbox's costly formatter. */
const readMeeting = itemReader(MeetingEntity);

export type MeetingItem = Omit<Meeting, 'id'> & { orgId: string; meetingId: string };

export const toMeeting = ({ orgId: _orgId, meetingId, ...rest }: MeetingItem): Meeting => {
  const meeting: Meeting = {
    ...rest,
    id: meetingId,
    meetingTags: [...rest.meetingTags],
    benTags: [...rest.benTags],
    tags: [...rest.tags],
    answers: Object.fromEntries(
      Object.entries(rest.answers).map(([q, a]) => [
        q,
        a.notes === undefined ? { answer: a.answer } : { ...a },
      ]),
    ),
  };
  for (const key of ['conducted', 'date', 'notes', 'summaryPart'] as const)
    if (meeting[key] === undefined) delete meeting[key];
  return meeting;
};

const beneficiaryUpsert = (orgId: string, beneficiaryId: string, at: string) =>
  BeneficiaryEntity.build(UpdateTransaction).item({
    orgId,
    beneficiaryId,
    tags: $get('tags', []),
    lastRecordAt: at,
  });

/**
 * New records carry their beneficiary's tags as read before the write (`benTags`). `EditBeneficiaryTags` may write
 * new ones in between, after which its own pass over the records may not see these yet: so the records are written
 * only if the beneficiary still has the tags they carry, or does not exist yet.
 */
const beneficiaryUpsertWithTags = (orgId: string, beneficiaryId: string, at: string, tags: string[]) =>
  beneficiaryUpsert(orgId, beneficiaryId, at).options({
    condition: {
      or: [
        { attr: 'beneficiaryId', exists: false },
        ...(tags.length === 0 ? [{ attr: 'tags' as const, exists: false }] : []),
        // The same tags: as many, each among them (a beneficiary's tags hold no duplicates).
        {
          and: [
            { size: 'tags', eq: tags.length },
            ...tags.map((tag) => ({ attr: 'tags' as const, contains: tag })),
          ],
        },
      ],
    },
  });

const tagPuts = (orgId: string, labels: string[]) =>
  labels.map((label) => TagEntity.build(PutTransaction).item({ orgId, label }));

const unique = (values: string[]) => [...new Set(values)];

/** A9's filters as one FilterExpression; undefined when nothing is filtered. */
const recentFilter = (filters: RecentFilters): Condition<typeof MeetingEntity> | undefined => {
  const parts: Condition<typeof MeetingEntity>[] = [];
  if (filters.beneficiaries.length) parts.push({ attr: 'beneficiary', in: filters.beneficiaries });
  if (filters.users.length) parts.push({ attr: 'user', in: filters.users });
  if (filters.questionnaires.length) parts.push({ attr: 'outcomeSetID', in: filters.questionnaires });
  for (const tag of filters.tags) parts.push({ attr: 'tags', contains: tag });
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : { and: parts };
};

const conditionalResult = async <Refused extends string = never>(
  write: () => Promise<{ Attributes?: MeetingItem }>,
  orgId: string,
  id: string,
  onlyIncomplete: boolean,
  /** Another reason the condition can fail, read from the current record (e.g. answered meanwhile). */
  refusedBecause?: (current: Meeting) => Refused | undefined,
): Promise<WriteResult | Refused> => {
  try {
    const { Attributes } = await write();
    if (!Attributes) throw new Error(`the write of record ${id} returned no record`);
    return toMeeting(Attributes);
  } catch (error) {
    if (recordItemFull(error)) return 'tooLarge';
    if (!isConditionCheckFailed(error) && !recordChanged(error)) throw error;
    // Tell "gone" from "complete" (or the other reason) for the caller's error code.
    const current = await recordsRepository.getRecord(orgId, id);
    if (!current) return 'notFound';
    if (onlyIncomplete && !current.incomplete) return 'complete';
    return refusedBecause?.(current) ?? 'notFound';
  }
};

const existing = { attr: 'meetingId', exists: true } as const;
const incomplete = { attr: 'incomplete', eq: true } as const;
const stillIncomplete = (onlyIncomplete: boolean): Condition<typeof MeetingEntity> =>
  onlyIncomplete ? { and: [existing, incomplete] } : existing;
/** The record exists and was written no more often than when it was read. */
export const unchangedSince = ({ rev }: Meeting): Condition<typeof MeetingEntity> => ({
  and: [existing, rev === undefined ? { attr: 'rev', exists: false } : { attr: 'rev', eq: rev }],
});

/** Whether a transaction failed because its first item's condition did (the record changed under it). */
const recordChanged = (error: unknown) => cancellationCodes(error)?.[0] === 'ConditionalCheckFailed';

/**
 * Runs `write` with the record as read (consistently; `read` when the caller has just done so), and again with a
 * fresh read while the write's condition on the record's `rev` fails (it changed between the read and the write);
 * `meeting.conflict` when it keeps changing.
 */
const writeUnchanged = <T>(
  orgId: string,
  id: string,
  write: (current: Meeting | undefined) => Promise<T>,
  read?: Meeting,
): Promise<T> =>
  withOptimisticRetry('meeting.conflict', async (attempt) => {
    const current = attempt === 0 && read ? read : await recordsRepository.getRecord(orgId, id);
    try {
      return await write(current);
    } catch (error) {
      if (recordChanged(error)) return STALE;
      throw error;
    }
  });

/**
 * Whether a write failed because the record item would pass 400 KB: DynamoDB refuses a single update with a
 * `ValidationException`, a transaction with a `ValidationError` on its first item, the record's own update.
 */
const recordItemFull = (error: unknown): boolean =>
  (error instanceof Error && error.name === 'ValidationException' && /item size/i.test(error.message)) ||
  isSizeReason(cancellationReasons(error)?.[0]);

/** `write`'s result, or `tooLarge` when the record it writes would pass 400 KB (nothing is then written). */
const unlessTooLarge = async <T>(write: () => Promise<T>): Promise<T | 'tooLarge'> => {
  try {
    return await write();
  } catch (error) {
    if (recordItemFull(error)) return 'tooLarge';
    throw error;
  }
};

/**
 * Creates `meetings` as `RecordsRepository.createRecords` does, in one transaction that also holds `alongside`
 * (written first: a link to the records, the summon use that paid for them), so either all of it is written or
 * none. A cancellation in which one of `alongside` failed its condition is rethrown for the caller, which knows
 * those items; otherwise a questionnaire's failed condition is `questionnaire.notFound`.
 */
export const createRecordsWith = async (
  orgId: string,
  meetings: Meeting[],
  alongside: ToolboxTransaction[],
): Promise<void> => {
  const first = meetings[0];
  const questionnaireIds = unique(meetings.map((m) => m.outcomeSetID));
  const records = first
    ? [
        ...questionnaireIds.map((questionnaireId) =>
          QuestionnaireEntity.build(UpdateTransaction)
            .item({
              orgId,
              questionnaireId,
              inUse: true,
              recordsMade: $add(meetings.filter((m) => m.outcomeSetID === questionnaireId).length),
            })
            .options({ condition: { attr: 'deleted', eq: false } }),
        ),
        ...meetings.map(({ id, ...meeting }) =>
          MeetingEntity.build(PutTransaction)
            .item({ ...meeting, orgId, meetingId: id, ...recordIndexKeys(orgId, { id, ...meeting }) })
            .options({ condition: { attr: 'meetingId', exists: false } }),
        ),
        beneficiaryUpsertWithTags(orgId, first.beneficiary, first.created, first.benTags),
        ...tagPuts(orgId, unique(meetings.flatMap((m) => m.meetingTags))),
      ]
    : [];
  if (alongside.length + records.length === 0) return;
  try {
    await writeTogether([...alongside, ...records], []);
  } catch (error) {
    const codes = cancellationCodes(error) ?? [];
    const failed = (from: number, count: number) =>
      codes.slice(from, from + count).includes('ConditionalCheckFailed');
    if (!failed(0, alongside.length) && failed(alongside.length, questionnaireIds.length)) {
      throw new AppError('questionnaire.notFound');
    }
    const beneficiaryIndex = alongside.length + questionnaireIds.length + meetings.length;
    if (!failed(0, alongside.length) && failed(beneficiaryIndex, 1)) throw new BeneficiaryTagsChanged();
    throw error;
  }
};

export const recordsRepository: RecordsRepository = {
  async createRecords(orgId, meetings) {
    await createRecordsWith(orgId, meetings, []);
  },

  async getRecord(orgId, id) {
    const item = await getItem({ params: () => recordRead(RippleTable.getName(), orgId, id) }, readMeeting);
    return item && toMeeting(item);
  },

  async listBeneficiaryRecords(orgId, beneficiary) {
    const { Items = [] } = await RippleTable.build(TableQueryCommand)
      .entities(MeetingEntity)
      .query({ index: 'gsi1', partition: beneficiaryRecordsPartition(orgId, beneficiary) })
      .options({ maxPages: Infinity })
      .send();
    return Items.map(toMeeting);
  },

  async recentRecords(orgId, filters, skip, take) {
    const filter = recentFilter(filters);
    const wanted = skip + take + 1;
    const found: Meeting[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const { Items, LastEvaluatedKey } = await queryPage(
        RippleTable.build(TableQueryCommand)
          .entities(MeetingEntity)
          .query({ index: 'gsi2', partition: organisationRecordsPartition(orgId) })
          .options({
            reverse: true,
            limit: recentReadSize(filter !== undefined, wanted - found.length),
            ...(startKey ? { exclusiveStartKey: startKey } : {}),
            ...(filter ? { filters: { Meeting: filter } } : {}),
          }),
        readMeeting,
      );
      found.push(...Items.map(toMeeting));
      startKey = LastEvaluatedKey;
    } while (startKey && found.length < wanted);
    return { meetings: found.slice(skip, skip + take), isMore: found.length > skip + take };
  },

  async recentQuestionnaireTags(orgId, questionnaireId, limit) {
    // A plain Query: GSI3 does not project the entity attribute (_et) that dynamodb-toolbox reads and filters on.
    const { Items = [] } = await RippleTable.getDocumentClient().send(
      new QueryCommand({
        TableName: RippleTable.getName(),
        IndexName: gsi3.name,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': gsi3.partitionKey, '#tags': 'tags' },
        ExpressionAttributeValues: { ':pk': questionnaireRecordsPartition(orgId, questionnaireId) },
        ProjectionExpression: '#tags',
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return Items.map((item) => (Array.isArray(item.tags) ? item.tags.map(String) : []));
  },

  async setAnswer(orgId, id, questionId, answer, onlyIncomplete, onlyIfUnanswered = false, firstAnswerIn) {
    const unanswered: Condition<typeof MeetingEntity> = { attr: `answers['${questionId}']`, exists: false };
    const condition: Condition<typeof MeetingEntity> = onlyIfUnanswered
      ? { and: [existing, incomplete, unanswered] }
      : { and: [existing, incomplete] };
    const item = { orgId, meetingId: id, answers: { [questionId]: $set(answer) }, rev: $add(1) };
    // The question's first answer anywhere: its questionnaire learns it in the same transaction (markAnswered).
    const mark = firstAnswerIn === undefined ? [] : [markAnswered(orgId, firstAnswerIn, questionId)];
    try {
      // Incomplete records, the common case, take one conditioned write and no read, so parallel answers all land.
      const result = await conditionalResult(
        mark.length === 0
          ? () =>
              updateItem(
                {
                  params: () =>
                    answerUpdate(RippleTable.getName(), orgId, id, questionId, answer, onlyIfUnanswered),
                },
                readMeeting,
              )
          : async () => {
              await writeTogether(
                [MeetingEntity.build(UpdateTransaction).item(item).options({ condition }), ...mark],
                [],
              );
              const { Item } = await MeetingEntity.build(GetItemCommand)
                .key({ orgId, meetingId: id })
                .options({ consistent: true })
                .send();
              return { Attributes: Item };
            },
        orgId,
        id,
        true,
        (current) => (onlyIfUnanswered && current.answers[questionId] ? 'answerExists' : undefined),
      );
      if (result !== 'complete' || onlyIncomplete) return result;
      return await answerCompleteRecord(orgId, id, questionId, answer, onlyIfUnanswered, mark);
    } catch (error) {
      // The record's own item is first; the questionnaire's failed condition alone means the question has gone.
      const codes = cancellationCodes(error);
      if (
        mark.length > 0 &&
        codes?.[0] !== 'ConditionalCheckFailed' &&
        codes?.[1] === 'ConditionalCheckFailed'
      ) {
        throw new AppError('question.notFound');
      }
      throw error;
    }
  },

  async setNotes(orgId, id, notes, onlyIncomplete) {
    return conditionalResult<never>(
      () =>
        MeetingEntity.build(UpdateItemCommand)
          .item({ orgId, meetingId: id, notes: notes === undefined ? $remove() : notes })
          .options({ condition: stillIncomplete(onlyIncomplete), returnValues: 'ALL_NEW' })
          .send(),
      orgId,
      id,
      onlyIncomplete,
    );
  },

  async completeRecord(orgId, read, now) {
    const { id } = read;
    return writeUnchanged(
      orgId,
      id,
      async (current) => {
        if (!current) return 'notFound';
        if (!current.incomplete) return 'complete';
        const date = current.conducted ?? now;
        const completed: Meeting = { ...current, incomplete: false, date, rev: (current.rev ?? 0) + 1 };
        return unlessTooLarge(() =>
          writeWithSummary(orgId, current, completed, (placement) => [
            MeetingEntity.build(UpdateTransaction)
              .item({
                orgId,
                meetingId: id,
                incomplete: false,
                date,
                rev: $add(1),
                ...placement,
                ...completeRecordIndexKeys(orgId, current.outcomeSetID, date, id),
              })
              .options({ condition: { and: [unchangedSince(current), incomplete] } }),
          ]),
        );
      },
      read,
    );
  },

  async deleteRecord(orgId, id) {
    const deleted = await writeUnchanged(orgId, id, async (current) => {
      if (!current) return undefined;
      await writeTogether(
        [
          MeetingEntity.build(DeleteTransaction)
            .key({ orgId, meetingId: id })
            .options({ condition: unchangedSince(current) }),
        ],
        isComplete(current) ? [summaryRemoval(orgId, current)] : [],
      );
      return current;
    });
    if (!deleted) return false;
    // The record is gone whatever happens next; a flag left set only keeps the scale locked, as before.
    await releaseWhenUnused(orgId, deleted.outcomeSetID, () =>
      anotherRecordOf(orgId, deleted.outcomeSetID, id),
    ).catch((error: unknown) => logger.error('Clearing the questionnaire in-use flag failed', { error }));
    return true;
  },

  async updateRecord(orgId, current, next) {
    try {
      await writeWithSummary(orgId, current, next, (placement) => [
        MeetingEntity.build(UpdateTransaction)
          .item({
            orgId,
            meetingId: next.id,
            beneficiary: next.beneficiary,
            conducted: next.conducted ?? $remove(),
            date: next.date ?? $remove(),
            meetingTags: $set(next.meetingTags),
            benTags: $set(next.benTags),
            tags: $set(next.tags),
            rev: $add(1),
            ...placement,
            ...recordIndexKeys(orgId, next),
            ...(isComplete(next)
              ? completeRecordIndexKeys(orgId, next.outcomeSetID, next.date!, next.id)
              : {}),
          })
          .options({
            condition: { and: [unchangedSince(current), { attr: 'incomplete', eq: next.incomplete }] },
          }),
        beneficiaryUpsert(orgId, next.beneficiary, next.created),
        ...tagPuts(orgId, next.meetingTags),
      ]);
      return 'saved';
    } catch (error) {
      if (recordChanged(error)) return 'conflict';
      throw error;
    }
  },
};

/**
 * A staff correction of a complete record's answer: the record and its report summary in one transaction,
 * conditioned on the record's `rev` as read (re-read and retried when it changed).
 */
const answerCompleteRecord = async (
  orgId: string,
  id: string,
  questionId: string,
  answer: Answer,
  onlyIfUnanswered: boolean,
  mark: ToolboxTransaction[],
): Promise<WriteResult | 'answerExists'> =>
  writeUnchanged(orgId, id, async (current) => {
    if (!current) return 'notFound';
    if (onlyIfUnanswered && current.answers[questionId]) return 'answerExists';
    const answered: Meeting = {
      ...current,
      answers: { ...current.answers, [questionId]: answer },
      rev: (current.rev ?? 0) + 1,
    };
    return unlessTooLarge(() =>
      writeWithSummary(orgId, current, answered, (placement) => [
        MeetingEntity.build(UpdateTransaction)
          .item({ orgId, meetingId: id, answers: { [questionId]: $set(answer) }, rev: $add(1), ...placement })
          .options({ condition: unchangedSince(current) }),
        ...mark,
      ]),
    );
  });

/**
 * Whether a record of the questionnaire other than `deletedId` exists. GSI3 first, cheap when a complete record
 * remains (eventually consistent, so the record just deleted may still be listed there); then the organisation's
 * records themselves, read consistently, for incomplete records and records not yet indexed.
 */
export const anotherRecordOf = async (orgId: string, questionnaireId: string, deletedId: string) => {
  const { Items: indexed = [] } = await RippleTable.getDocumentClient().send(
    new QueryCommand({
      TableName: RippleTable.getName(),
      IndexName: gsi3.name,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': gsi3.partitionKey, '#sk': gsi3.sortKey },
      ExpressionAttributeValues: { ':pk': questionnaireRecordsPartition(orgId, questionnaireId) },
      ProjectionExpression: '#sk',
      Limit: 2,
    }),
  );
  if (indexed.some((item) => !String(item[gsi3.sortKey]).endsWith(`#${deletedId}`))) return true;
  let startKey: Record<string, unknown> | undefined;
  do {
    const { Items = [], LastEvaluatedKey } = await RippleTable.build(TableQueryCommand)
      .entities(MeetingEntity)
      .query({ partition: organisationPartition(orgId), range: { beginsWith: RECORD_PREFIX } })
      .options({
        consistent: true,
        attributes: ['meetingId'],
        filters: { Meeting: { attr: 'outcomeSetID', eq: questionnaireId } },
        ...(startKey ? { exclusiveStartKey: startKey } : {}),
      })
      .send();
    if (Items.length > 0) return true;
    startKey = LastEvaluatedKey;
  } while (startKey);
  return false;
};

/**
 * The ids of the questions that the records (complete and incomplete) of each of `questionnaireIds` have answered,
 * as their records are now: the organisation's records, read consistently and projected to their questionnaire and
 * answers, as `anotherRecordOf` reads them, so one pass serves all of them
 * (`npm run backfill:answered-questions`).
 */
export const questionsAnsweredByRecords = async (
  orgId: string,
  questionnaireIds: readonly string[],
): Promise<Map<string, Set<string>>> => {
  const answered = new Map(questionnaireIds.map((id) => [id, new Set<string>()]));
  let startKey: Record<string, unknown> | undefined;
  do {
    const { Items = [], LastEvaluatedKey } = await RippleTable.build(TableQueryCommand)
      .entities(MeetingEntity)
      .query({ partition: organisationPartition(orgId), range: { beginsWith: RECORD_PREFIX } })
      .options({
        consistent: true,
        attributes: ['outcomeSetID', 'answers'],
        ...(startKey ? { exclusiveStartKey: startKey } : {}),
      })
      .send();
    for (const { outcomeSetID, answers } of Items) {
      const questions = answered.get(outcomeSetID);
      if (questions) for (const questionId of Object.keys(answers)) questions.add(questionId);
    }
    startKey = LastEvaluatedKey;
  } while (startKey);
  return answered;
};
