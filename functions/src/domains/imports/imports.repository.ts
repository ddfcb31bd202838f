import {
  $add,
  $remove,
  $set,
  BatchDeleteRequest,
  BatchGetCommand,
  BatchGetRequest,
  BatchPutRequest,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  UpdateItemCommand,
  UpdateTransaction,
  executeBatchGet,
  isConditionCheckFailed,
} from 'dynamodb-toolbox';
import { BatchWriteItemCommand } from '@aws-sdk/client-dynamodb';
import type { AttributeValue, WriteRequest } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand as DocumentBatchGetCommand, BatchWriteCommand } from '@aws-sdk/lib-dynamodb';

import { AppError } from '#core/app-error.ts';
import {
  completeRecordIndexKeys,
  IMPORT_PREFIX,
  organisationPartition,
  recordIndexKeys,
  recordKey,
} from '#core/record-keys.ts';
import { RippleTable } from '#core/table.ts';
import { cancellationCodes, cancellationReasons, inTable, writeTogether } from '#core/transactions.ts';
import type { TransactItem } from '#core/transactions.ts';
import {
  BENEFICIARY_LEASE_MS,
  BENEFICIARY_WRITE_WINDOW_MS,
  releaseBeneficiaryLease,
  takeBeneficiaryLease,
} from '#domains/beneficiaries/beneficiary-lease.ts';
import { BeneficiaryEntity } from '#domains/beneficiaries/beneficiary.entity.ts';
import { QuestionnaireEntity } from '#domains/questionnaires/questionnaire.entity.ts';
import { releaseWhenUnused } from '#domains/questionnaires/questionnaires.repository.ts';
import { MeetingEntity } from '#domains/records/meeting.entity.ts';
import { anotherRecordOf, toMeeting, type Meeting } from '#domains/records/records.repository.ts';
import {
  importSummaryItems,
  putSummaryEntry,
  removeSummaryEntry,
  type SummaryUpdate,
} from '#domains/reports/record-summary.ts';
import { isSizeReason, placeSummary, summarised, withPart } from '#domains/reports/summary-placement.ts';
import { TagEntity } from '#domains/tags/tag.entity.ts';
import type { RecordImportStatus } from '../../graphql/generated/schema-types.ts';

import { ImportEntity } from './import.entity.ts';
import type { ImportMapping, RowProblem } from './import-rows.ts';

/** An import as stored (import.entity.ts). */
export type ImportState = {
  id: string;
  questionnaire: string;
  fileName: string;
  status: RecordImportStatus;
  failure?: string;
  failureRow?: number;
  createdBy: string;
  createdByName: string;
  created: string;
  updated: string;
  imported?: string;
  undone?: string;
  mapping?: ImportMapping;
  rows: number;
  rowsDone: number;
  validRows: number;
  errorRows: number;
  newBeneficiaries: number;
  recordsWritten: number;
  errors: RowProblem[];
  lastRow: number;
  startedAt?: string;
  run: number;
  cursor: number;
  cursorKey?: string;
  writtenTo?: string;
};

/** Fields a step may set; `status` only through `startStep` and the step's own end. */
export type ImportPatch = Partial<
  Omit<ImportState, 'id' | 'questionnaire' | 'created' | 'createdBy' | 'run' | 'writtenTo'>
>;

/** Storage of imports and of the records they write; the only code that knows their keys. */
export interface ImportsRepository {
  createImport(orgId: string, state: ImportState): Promise<void>;
  /** GetItem (consistent). */
  getImport(orgId: string, id: string): Promise<ImportState | undefined>;
  /** A25: the organisation's imports (one Query of its partition's `IMP#` items). */
  listImports(orgId: string): Promise<ImportState[]>;
  /**
   * Starts a step: sets `patch` (its new status among it), clears the last step's failure and cursor and raises
   * `run`, if the status is one of `from` and `run` is still `run`; undefined otherwise (another request moved
   * it on).
   */
  startStep(
    orgId: string,
    id: string,
    from: readonly RecordImportStatus[],
    run: number,
    patch: ImportPatch,
  ): Promise<ImportState | undefined>;
  /** Sets `patch` while the import is still on `run`; false once it moved on (a newer step owns it). */
  saveProgress(orgId: string, id: string, run: number, patch: ImportPatch): Promise<boolean>;
  /**
   * Raises `writtenTo` to `key` (a lower one stays: runners of one step may race) while the import is still on
   * `run`; false once it moved on.
   */
  markWriting(orgId: string, id: string, run: number, key: string): Promise<boolean>;
  /** Every beneficiary of the organisation with its tags (A12, one paged Query). */
  beneficiaryTags(orgId: string): Promise<Map<string, string[]>>;
  /**
   * Writes the beneficiaries `ids` with `lastRecordAt` (a later one they have stays): each as it is, or new without
   * tags. Puts, under the organisation's lease on beneficiaries taken as `holder` (beneficiary-lease.ts), so no
   * tags written meanwhile are overwritten; writing them again leaves the same items. Returns each one's tags.
   */
  writeBeneficiaries(
    orgId: string,
    holder: string,
    ids: readonly string[],
    lastRecordAt: string,
  ): Promise<Map<string, string[]>>;
  /**
   * Writes complete records of import `importId` as data entry's records are stored, each with its report summary
   * entry and its tags (their beneficiaries: `writeBeneficiaries`). The records of each beneficiary's year are all
   * of the import's there, or follow the ones an earlier chunk wrote: their entries go to the import's own summary
   * items (`importSummaryItems`), which `mode` `put` writes whole and `update` entry by entry, beside any entries a
   * runner wrote there before. Every write is a put or a SET of exactly these items, so writing the same records
   * again leaves the same items (a resumed job). Returns the records as stored (`summaryPart`).
   */
  writeRecords(
    orgId: string,
    importId: string,
    meetings: Meeting[],
    mode: 'put' | 'update',
  ): Promise<Meeting[]>;
  /**
   * Records a written chunk: the import's `cursorKey` moves from `from` to `to` and its counts rise, and the
   * questionnaire is in use with `written` more records and `answered` among its answered questions, in one
   * transaction conditioned on the import's run and cursor (false: another runner did this chunk) and on the
   * questionnaire not being deleted (`questionnaire.notFound`) nor `answered` removed (`question.notFound`).
   */
  advanceImport(
    orgId: string,
    id: string,
    run: number,
    step: { from?: string; to: string; written: number },
    questionnaireId: string,
    answered: readonly string[],
  ): Promise<boolean>;
  /** The records among `ids` that exist (consistent BatchGet). */
  getRecords(orgId: string, ids: readonly string[]): Promise<Meeting[]>;
  /** Deletes the records and their report summary entries. */
  removeRecords(orgId: string, meetings: readonly Meeting[]): Promise<void>;
  /** Clears the questionnaire's `inUse` when no record of it is left (as deleting a record does). */
  releaseQuestionnaire(orgId: string, questionnaireId: string): Promise<void>;
}

/**
 * The patch as an update: the mapping and the problems replace the stored ones whole (dynamodb-toolbox would
 * otherwise update them member by member, which fails on an import that has none yet).
 */
const updateOf = ({ mapping, errors, ...rest }: ImportPatch) => ({
  ...rest,
  ...(mapping === undefined ? {} : { mapping: $set(mapping) }),
  ...(errors === undefined ? {} : { errors: $set(errors) }),
});

const toState = (item: Record<string, unknown>): ImportState => {
  const {
    orgId: _org,
    importId,
    ...rest
  } = item as { orgId: string; importId: string } & Omit<ImportState, 'id'>;
  return { ...rest, id: importId };
};

/** The transaction limit of DynamoDB, and the BatchWriteItem one. */
const TRANSACTION_ITEMS = 100;
const BATCH_ITEMS = 25;
/** Requests of one chunk in flight at once. */
const IN_FLIGHT = 8;

const inGroups = <T>(values: readonly T[], size: number): T[][] => {
  const groups: T[][] = [];
  for (let i = 0; i < values.length; i += size) groups.push(values.slice(i, i + size));
  return groups;
};

/** Runs `tasks` with at most `IN_FLIGHT` at once. */
const inParallel = async (tasks: (() => Promise<unknown>)[]): Promise<void> => {
  const queue = [...tasks];
  await Promise.all(
    Array.from({ length: Math.min(IN_FLIGHT, queue.length) }, async () => {
      for (let task = queue.shift(); task; task = queue.shift()) await task();
    }),
  );
};

/** BatchWriteItem until DynamoDB has processed every request, backing off while it leaves some. */
const batchWrite = async (requests: Record<string, unknown>[]): Promise<void> => {
  const table = RippleTable.getName();
  let pending = requests;
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    if (attempt > 0) await backOff(attempt);
    const { UnprocessedItems } = await RippleTable.getDocumentClient().send(
      new BatchWriteCommand({ RequestItems: { [table]: pending } }),
    );
    pending = UnprocessedItems?.[table] ?? [];
  }
};

const backOff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.min(1000, 25 * 2 ** attempt)));

/**
 * A plain item (text, numbers, booleans, lists and maps, no undefined) in DynamoDB's wire format, as the document
 * client's marshalling makes it (imports.repository.test.ts holds the two equal) without its per-value options.
 */
export const wireItem = (item: Record<string, unknown>): Record<string, AttributeValue> => {
  const wire: Record<string, AttributeValue> = {};
  for (const name of Object.keys(item)) wire[name] = wireValue(item[name]);
  return wire;
};

const wireValue = (value: unknown): AttributeValue => {
  if (typeof value === 'string') return { S: value };
  if (typeof value === 'number') return { N: String(value) };
  if (typeof value === 'boolean') return { BOOL: value };
  if (Array.isArray(value)) return { L: value.map(wireValue) };
  if (value !== null && typeof value === 'object') return { M: wireItem(value as Record<string, unknown>) };
  throw new Error(`no wire format for ${typeof value}`);
};

/**
 * Records' items as BatchWriteItem puts in the wire format: the document client's marshalling of 50,000 of them
 * was a tenth of the job's CPU (docs/decisions.md, "Importing records").
 */
const putRecords = async (orgId: string, meetings: readonly Meeting[]): Promise<void> => {
  const table = RippleTable.getName();
  let pending: WriteRequest[] = meetings.map((meeting) => ({
    PutRequest: { Item: wireItem(meetingItem(orgId, meeting)) },
  }));
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    if (attempt > 0) await backOff(attempt);
    const { UnprocessedItems } = await RippleTable.getDocumentClient().send(
      new BatchWriteItemCommand({ RequestItems: { [table]: pending } }),
    );
    pending = UnprocessedItems?.[table] ?? [];
  }
};

/**
 * Summary updates of one item merged into one: `putSummaryEntry`'s and `removeSummaryEntry`'s expressions,
 * renumbered, so a chunk writes each summary item once however many of its records it holds.
 */
const mergeUpdates = (updates: readonly SummaryUpdate[]): SummaryUpdate => {
  const names: Record<string, string> = {};
  const values: Record<string, string> = {};
  const sets: string[] = [];
  const removes: string[] = [];
  updates.forEach((update, index) => {
    const name = `#e${index}`;
    names[name] = update.ExpressionAttributeNames['#entry']!;
    const value = update.ExpressionAttributeValues?.[':entry'];
    if (value === undefined) removes.push(name);
    else {
      values[`:e${index}`] = value;
      sets.push(`${name} = :e${index}`);
    }
  });
  return {
    Key: updates[0]!.Key,
    UpdateExpression: [
      sets.length ? `SET ${sets.join(', ')}` : '',
      removes.length ? `REMOVE ${removes.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join(' '),
    ExpressionAttributeNames: names,
    ...(sets.length ? { ExpressionAttributeValues: values } : {}),
  };
};

/** Entries grouped by the item they change, which `itemOf` names. */
const byItem = <T>(entries: readonly T[], itemOf: (entry: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const entry of entries) {
    const id = itemOf(entry);
    const group = groups.get(id);
    if (group) group.push(entry);
    else groups.set(id, [entry]);
  }
  return [...groups.values()];
};

/**
 * An update expression stays far under DynamoDB's 4 KB limit at this many entries (about 14 characters each), and
 * a transaction far under its 4 MB.
 */
const ENTRIES_PER_UPDATE = 200;

/** The summary entries of an import's complete records, each beneficiary year's in the import's own items. */
const writeSummaries = async (
  orgId: string,
  importId: string,
  meetings: readonly Meeting[],
  mode: 'put' | 'update',
): Promise<Meeting[]> => {
  // Grouped by what decides the items (sameSummaryYear), in the chunk's order, which is the rows'.
  const years = byItem(
    meetings,
    ({ outcomeSetID, beneficiary, date }) => `${outcomeSetID}\u0000${beneficiary}\u0000${date!.slice(0, 4)}`,
  );
  const placed: Meeting[] = [];
  const items: Record<string, string>[] = [];
  for (const year of years) {
    const summary = importSummaryItems(orgId, year[0]!.outcomeSetID, importId, year.map(summarised));
    items.push(...summary.items);
    summary.placed.forEach(({ summaryPart }, index) => placed.push(withPart(year[index]!, summaryPart!)));
  }
  if (mode === 'put') {
    await inParallel(
      inGroups(items, BATCH_ITEMS).map(
        (batch) => () => batchWrite(batch.map((Item) => ({ PutRequest: { Item } }))),
      ),
    );
    return placed;
  }
  return updateSummaries(orgId, placed);
};

/**
 * The entries as updates of the items their `summaryPart` names, beside what those hold: in as few transactions as
 * the items allow, a beneficiary year whose item is full going on to the parts data entry shares.
 */
const updateSummaries = async (orgId: string, meetings: readonly Meeting[]): Promise<Meeting[]> => {
  const entry = (meeting: Meeting) => putSummaryEntry(orgId, meeting.outcomeSetID, summarised(meeting));
  const groups = byItem(meetings, (meeting) => entry(meeting).Key.sk).flatMap((group) =>
    inGroups(group, ENTRIES_PER_UPDATE),
  );
  const placed: Meeting[] = [];
  const full: Meeting[][] = [];
  await inParallel(
    inGroups(groups, TRANSACTION_ITEMS).map((transaction) => async () => {
      try {
        await writeTogether(
          [],
          transaction.map((group) => inTable(mergeUpdates(group.map(entry)))),
        );
        placed.push(...transaction.flat());
      } catch (error) {
        if (!cancellationReasons(error)?.some(isSizeReason)) throw error;
        full.push(...transaction);
      }
    }),
  );
  for (const group of full) {
    await placeSummary(group[0]!.summaryPart ?? 0, async (part) => {
      const moved = group.map((meeting) => withPart(meeting, part));
      await writeTogether([], [inTable(mergeUpdates(moved.map(entry)))]);
      placed.push(...moved);
    });
  }
  return placed;
};

/**
 * A complete record's item exactly as MeetingEntity writes it (imports.repository.test.ts holds the two equal),
 * formatted here rather than by dynamodb-toolbox: its parse of each of 50,000 records was the largest part of the
 * job's CPU (docs/decisions.md, "Importing records"). Set field by field: the same item built of conditional
 * spreads took V8's slow path for each of them, 1.4 s of the job's CPU at 50,000 records.
 */
export const meetingItem = (orgId: string, meeting: Meeting): Record<string, unknown> => {
  const { id, date } = meeting;
  const { pk, sk } = recordKey(orgId, id);
  const item: Record<string, unknown> = {
    pk,
    sk,
    [RippleTable.entityAttributeSavedAs]: MeetingEntity.entityName,
    orgId,
    meetingId: id,
    beneficiary: meeting.beneficiary,
    user: meeting.user,
    outcomeSetID: meeting.outcomeSetID,
  };
  if (meeting.conducted !== undefined) item.conducted = meeting.conducted;
  if (date !== undefined) item.date = date;
  item.created = meeting.created;
  item.incomplete = meeting.incomplete;
  if (meeting.notes !== undefined) item.notes = meeting.notes;
  item.meetingTags = meeting.meetingTags;
  item.benTags = meeting.benTags;
  item.tags = meeting.tags;
  const answers: Record<string, { answer: number; notes?: string }> = {};
  for (const question of Object.keys(meeting.answers)) {
    const { answer, notes } = meeting.answers[question]!;
    answers[question] = notes === undefined ? { answer } : { answer, notes };
  }
  item.answers = answers;
  item.remote = meeting.remote;
  if (meeting.rev !== undefined) item.rev = meeting.rev;
  if (meeting.summaryPart !== undefined) item.summaryPart = meeting.summaryPart;
  const { gsi1pk, gsi1sk, gsi2pk, gsi2sk } = recordIndexKeys(orgId, meeting);
  item.gsi1pk = gsi1pk;
  item.gsi1sk = gsi1sk;
  item.gsi2pk = gsi2pk;
  item.gsi2sk = gsi2sk;
  if (date !== undefined) {
    const { gsi3pk, gsi3sk } = completeRecordIndexKeys(orgId, meeting.outcomeSetID, date, id);
    item.gsi3pk = gsi3pk;
    item.gsi3sk = gsi3sk;
  }
  return item;
};

/**
 * A beneficiary's item as BeneficiaryEntity's put makes it (imports.repository.test.ts holds the two equal),
 * formatted here: dynamodb-toolbox's parse of 10,000 of them was 2.5 s of the job's CPU.
 */
export const beneficiaryItem = (
  orgId: string,
  beneficiaryId: string,
  tags: readonly string[],
  lastRecordAt: string,
): Record<string, unknown> => ({
  pk: organisationPartition(orgId),
  sk: `BEN#${beneficiaryId}`,
  [RippleTable.entityAttributeSavedAs]: BeneficiaryEntity.entityName,
  orgId,
  beneficiaryId,
  tags: [...tags],
  lastRecordAt,
});

/** Beneficiaries read and written per step while the lease is held: 8 BatchGets, then 32 BatchWriteItems. */
const BENEFICIARIES_PER_STEP = 800;
const BATCH_GET_KEYS = 100;

/** The beneficiaries among `ids` that exist, whole (consistent BatchGets). */
const readBeneficiaries = async (orgId: string, ids: readonly string[]) => {
  const table = RippleTable.getName();
  const found = new Map<string, Record<string, unknown>>();
  await inParallel(
    inGroups(ids, BATCH_GET_KEYS).map((group) => async () => {
      let keys: Record<string, unknown>[] = group.map((id) => ({
        pk: organisationPartition(orgId),
        sk: `BEN#${id}`,
      }));
      for (let attempt = 0; keys.length > 0; attempt += 1) {
        if (attempt > 0) await backOff(attempt);
        const { Responses, UnprocessedKeys } = await RippleTable.getDocumentClient().send(
          new DocumentBatchGetCommand({ RequestItems: { [table]: { Keys: keys, ConsistentRead: true } } }),
        );
        for (const item of Responses?.[table] ?? []) found.set(item.beneficiaryId as string, item);
        keys = UnprocessedKeys?.[table]?.Keys ?? [];
      }
    }),
  );
  return found;
};

const unique = (values: readonly string[]) => [...new Set(values)];

export const importsRepository: ImportsRepository = {
  async createImport(orgId, { id, ...state }) {
    await ImportEntity.build(PutItemCommand)
      .item({ orgId, importId: id, ...state })
      .options({ condition: { attr: 'importId', exists: false } })
      .send();
  },

  async getImport(orgId, id) {
    const { Item } = await ImportEntity.build(GetItemCommand)
      .key({ orgId, importId: id })
      .options({ consistent: true })
      .send();
    return Item && toState(Item);
  },

  async listImports(orgId) {
    const { Items = [] } = await RippleTable.build(QueryCommand)
      .entities(ImportEntity)
      .query({ partition: organisationPartition(orgId), range: { beginsWith: IMPORT_PREFIX } })
      .options({ maxPages: Infinity })
      .send();
    return Items.map(toState);
  },

  async startStep(orgId, id, from, run, patch) {
    try {
      const { Attributes } = await ImportEntity.build(UpdateItemCommand)
        // A new step starts clean: the last one's failure and cursor go.
        .item({
          orgId,
          importId: id,
          failure: $remove(),
          failureRow: $remove(),
          cursorKey: $remove(),
          writtenTo: $remove(),
          ...updateOf(patch),
          run: run + 1,
        })
        .options({
          condition: {
            and: [
              { attr: 'status', in: [...from] },
              { attr: 'run', eq: run },
            ],
          },
          returnValues: 'ALL_NEW',
        })
        .send();
      return Attributes && toState(Attributes);
    } catch (error) {
      if (isConditionCheckFailed(error)) return undefined;
      throw error;
    }
  },

  async saveProgress(orgId, id, run, patch) {
    try {
      await ImportEntity.build(UpdateItemCommand)
        .item({ orgId, importId: id, ...updateOf(patch) })
        .options({ condition: { attr: 'run', eq: run } })
        .send();
      return true;
    } catch (error) {
      if (isConditionCheckFailed(error)) return false;
      throw error;
    }
  },

  async markWriting(orgId, id, run, key) {
    try {
      await ImportEntity.build(UpdateItemCommand)
        .item({ orgId, importId: id, writtenTo: key })
        .options({
          condition: {
            and: [
              { attr: 'run', eq: run },
              {
                or: [
                  { attr: 'writtenTo', exists: false },
                  { attr: 'writtenTo', lt: key },
                ],
              },
            ],
          },
        })
        .send();
      return true;
    } catch (error) {
      if (!isConditionCheckFailed(error)) throw error;
      // Another runner of the step marked as far already, or the import moved on.
      return (await importsRepository.getImport(orgId, id))?.run === run;
    }
  },

  async beneficiaryTags(orgId) {
    const { Items = [] } = await RippleTable.build(QueryCommand)
      .entities(BeneficiaryEntity)
      .query({ partition: organisationPartition(orgId), range: { beginsWith: 'BEN#' } })
      .options({ maxPages: Infinity, attributes: ['beneficiaryId', 'tags'] })
      .send();
    return new Map(Items.map(({ beneficiaryId, tags }) => [beneficiaryId, [...tags]]));
  },

  async writeBeneficiaries(orgId, holder, ids, lastRecordAt) {
    const tags = new Map<string, string[]>();
    let next = 0;
    while (next < ids.length) {
      const taken = Date.now();
      if (!(await takeBeneficiaryLease(orgId, holder, taken, taken + BENEFICIARY_LEASE_MS))) {
        // Another import holds it: its window ends within the lease.
        await backOff(5);
        continue;
      }
      try {
        // Each step ends well before the lease does; the next window takes it again.
        while (next < ids.length && Date.now() < taken + BENEFICIARY_WRITE_WINDOW_MS) {
          const step = ids.slice(next, next + BENEFICIARIES_PER_STEP);
          const existing = await readBeneficiaries(orgId, step);
          const puts: Record<string, unknown>[] = [];
          for (const id of step) {
            const item = existing.get(id);
            if (!item) puts.push(beneficiaryItem(orgId, id, [], lastRecordAt));
            else if (!(typeof item.lastRecordAt === 'string' && item.lastRecordAt >= lastRecordAt))
              puts.push({ ...item, lastRecordAt });
            tags.set(id, item ? [...(item.tags as string[])] : []);
          }
          await inParallel(
            inGroups(puts, BATCH_ITEMS).map(
              (batch) => () => batchWrite(batch.map((Item) => ({ PutRequest: { Item } }))),
            ),
          );
          next += step.length;
        }
      } finally {
        await releaseBeneficiaryLease(orgId, holder);
      }
    }
    return tags;
  },

  async writeRecords(orgId, importId, meetings, mode) {
    if (meetings.length === 0) return [];
    // The summaries first: they say which part each record's entry went to, which the record stores.
    const placed = await writeSummaries(orgId, importId, meetings, mode);
    const tags = unique(meetings.flatMap((meeting) => meeting.meetingTags));
    // Each request's items are made as it is sent: a chunk's items made at once outlived the young generation
    // while the chunk was written, and the job's heap grew with them (docs/decisions.md, "Importing records").
    await inParallel([
      ...inGroups(placed, BATCH_ITEMS).map((batch) => () => putRecords(orgId, batch)),
      ...inGroups(tags, BATCH_ITEMS).map(
        (batch) => () =>
          batchWrite(batch.map((label) => TagEntity.build(BatchPutRequest).item({ orgId, label }).params())),
      ),
    ]);
    return placed;
  },

  async advanceImport(orgId, id, run, { from, to, written }, questionnaireId, answered) {
    const importItem = ImportEntity.build(UpdateTransaction)
      .item({
        orgId,
        importId: id,
        cursorKey: to,
        rowsDone: $add(written),
        recordsWritten: $add(written),
        updated: new Date().toISOString(),
      })
      .options({
        condition: {
          and: [
            { attr: 'run', eq: run },
            { attr: 'status', eq: 'importing' },
            from === undefined ? { attr: 'cursorKey', exists: false } : { attr: 'cursorKey', eq: from },
          ],
        },
      });
    const questionnaire = QuestionnaireEntity.build(UpdateTransaction)
      .item({
        orgId,
        questionnaireId,
        inUse: true,
        recordsMade: $add(written),
        ...(answered.length ? { answeredQuestions: $add(new Set(answered)) } : {}),
      })
      .options({
        condition: {
          and: [
            { attr: 'deleted', eq: false },
            ...answered.map((questionId) => ({
              not: { attr: 'removedQuestions' as const, contains: questionId },
            })),
          ],
        },
      });
    try {
      await writeTogether(written > 0 ? [importItem, questionnaire] : [importItem], []);
      return true;
    } catch (error) {
      const codes = cancellationCodes(error);
      if (codes?.[0] === 'ConditionalCheckFailed') return false;
      if (codes?.[1] === 'ConditionalCheckFailed') {
        const { Item } = await QuestionnaireEntity.build(GetItemCommand)
          .key({ orgId, questionnaireId })
          .options({ consistent: true, attributes: ['deleted'] })
          .send();
        throw new AppError(!Item || Item.deleted ? 'questionnaire.notFound' : 'question.notFound');
      }
      throw error;
    }
  },

  async getRecords(orgId, ids) {
    const found: Meeting[] = [];
    for (const group of inGroups(ids, TRANSACTION_ITEMS)) {
      const { Responses, UnprocessedKeys } = await executeBatchGet(
        { maxAttempts: 5 },
        RippleTable.build(BatchGetCommand)
          .requests(
            ...group.map((meetingId) => MeetingEntity.build(BatchGetRequest).key({ orgId, meetingId })),
          )
          .options({ consistent: true }),
      );
      if (UnprocessedKeys && Object.keys(UnprocessedKeys).length > 0) {
        throw new Error('DynamoDB left record reads unprocessed');
      }
      for (const item of Responses?.[0] ?? []) if (item) found.push(toMeeting(item));
    }
    return found;
  },

  async removeRecords(orgId, meetings) {
    const complete = meetings.filter((meeting) => !meeting.incomplete && meeting.date !== undefined);
    const removals = complete.map((meeting) =>
      removeSummaryEntry(orgId, meeting.outcomeSetID, {
        id: meeting.id,
        beneficiary: meeting.beneficiary,
        date: meeting.date!,
        ...(meeting.summaryPart ? { summaryPart: meeting.summaryPart } : {}),
      }),
    );
    const items: TransactItem[] = byItem(removals, ({ Key }) => `${Key.pk}\u0000${Key.sk}`)
      .flatMap((group) => inGroups(group, ENTRIES_PER_UPDATE))
      .map((group) => inTable(mergeUpdates(group)));
    await inParallel(inGroups(items, TRANSACTION_ITEMS).map((group) => () => writeTogether([], group)));
    const deletes = meetings.map(({ id }) =>
      MeetingEntity.build(BatchDeleteRequest).key({ orgId, meetingId: id }).params(),
    );
    await inParallel(inGroups(deletes, BATCH_ITEMS).map((batch) => () => batchWrite(batch)));
  },

  async releaseQuestionnaire(orgId, questionnaireId) {
    await releaseWhenUnused(orgId, questionnaireId, () => anotherRecordOf(orgId, questionnaireId, ''));
  },
};
