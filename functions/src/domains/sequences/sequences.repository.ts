import {
  ConditionCheck,
  DeleteTransaction,
  GetItemCommand,
  PutTransaction,
  TableAccessPattern,
  executeTransactWrite,
  isTransactionCancelled,
  string,
} from 'dynamodb-toolbox';

import { AppError } from '#core/app-error.ts';
import { RippleTable } from '#core/table.ts';
import { retryOnConflict } from '#core/transactions.ts';
import { QuestionnaireEntity } from '#domains/questionnaires/questionnaire.entity.ts';
import { nameKey } from '#domains/questionnaires/questionnaires.repository.ts';
import type { SaveResult } from '#domains/questionnaires/questionnaires.repository.ts';

import { SequenceEntity, SequenceNameEntity } from './sequence.entity.ts';
import { organisationPartition } from '#core/record-keys.ts';

/** A sequence of one organisation's questionnaires. */
export type Sequence = {
  id: string;
  name: string;
  description?: string;
  /** An http(s) address the beneficiary is sent to afterwards. */
  destination?: string;
  /** Questionnaire ids in order. */
  questionnaires: string[];
  version: number;
  createdAt: string;
};

/** Storage of sequences and their name guards; the only code that knows their keys. */
export interface SequencesRepository {
  /** A6: the organisation's sequences, one Query. */
  listSequences(orgId: string): Promise<Sequence[]>;
  getSequence(orgId: string, id: string): Promise<Sequence | undefined>;
  /**
   * The sequence and its name guard in one transaction, which also checks that every questionnaire still exists
   * and is not deleted. `sequence.nameInUse`, or `questionnaire.notFound` when a questionnaire went away.
   */
  createSequence(orgId: string, sequence: Sequence): Promise<void>;
  /** Replaces `previous` if unchanged since read (version), moving the name guard; same checks as create. */
  saveSequence(orgId: string, next: Sequence, previous: Sequence): Promise<SaveResult>;
  /** Deletes the sequence and its name guard; `conflict` if it changed since read. */
  deleteSequence(orgId: string, previous: Sequence): Promise<SaveResult>;
}

/** A6: `pk = ORG#{orgId}`, `sk begins_with SEQ#` (the guards, `SEQNAME#…`, do not match). */
export const organisationSequences = RippleTable.build(TableAccessPattern)
  .entities(SequenceEntity)
  .schema(string())
  .pattern((orgId) => ({ partition: organisationPartition(orgId), range: { beginsWith: 'SEQ#' } }))
  .options({ maxPages: Infinity });

type SequenceItem = Omit<Sequence, 'id'> & { orgId: string; sequenceId: string };

const toSequence = ({ orgId: _orgId, sequenceId, ...rest }: SequenceItem): Sequence =>
  Object.fromEntries(
    Object.entries({ ...rest, id: sequenceId, questionnaires: [...rest.questionnaires] }).filter(
      ([, value]) => value !== undefined,
    ),
  ) as Sequence;

const toItem = (orgId: string, { id, ...rest }: Sequence) => ({ ...rest, orgId, sequenceId: id });

const guardPut = (orgId: string, name: string, sequenceId: string) =>
  SequenceNameEntity.build(PutTransaction)
    .item({ orgId, nameKey: nameKey(name), sequenceId })
    .options({ condition: { attr: 'nameKey', exists: false } });

const guardDelete = (orgId: string, name: string) =>
  SequenceNameEntity.build(DeleteTransaction).key({ orgId, nameKey: nameKey(name) });

// A sequence may name a questionnaire twice, but a transaction may touch an item only once.
const questionnaireChecks = (orgId: string, questionnaireIds: string[]) =>
  [...new Set(questionnaireIds)].map((questionnaireId) =>
    QuestionnaireEntity.build(ConditionCheck)
      .key({ orgId, questionnaireId })
      .condition({ attr: 'deleted', eq: false }),
  );

const write = async (
  transactions: Parameters<typeof executeTransactWrite>,
  { guardIndex, checksFrom }: { guardIndex?: number; checksFrom?: number },
): Promise<SaveResult> => {
  try {
    // Its questionnaires' checks meet the transactions of records being made: those cancel it, not refuse it.
    await retryOnConflict(() => executeTransactWrite(...transactions));
    return 'saved';
  } catch (error) {
    if (!isTransactionCancelled(error)) throw error;
    const failed = (error.CancellationReasons ?? []).map(({ Code }) => Code === 'ConditionalCheckFailed');
    if (guardIndex !== undefined && failed[guardIndex]) throw new AppError('sequence.nameInUse');
    if (checksFrom !== undefined && failed.slice(checksFrom).some(Boolean)) {
      throw new AppError('questionnaire.notFound');
    }
    if (failed[0]) return 'conflict';
    throw error;
  }
};

export const sequencesRepository: SequencesRepository = {
  async listSequences(orgId) {
    const { Items = [] } = await organisationSequences.query(orgId).send();
    return Items.map(toSequence);
  },

  async getSequence(orgId, id) {
    const { Item } = await SequenceEntity.build(GetItemCommand)
      .key({ orgId, sequenceId: id })
      .options({ consistent: true })
      .send();
    return Item && toSequence(Item);
  },

  async createSequence(orgId, sequence) {
    const result = await write(
      [
        SequenceEntity.build(PutTransaction)
          .item(toItem(orgId, sequence))
          .options({ condition: { attr: 'sequenceId', exists: false } }),
        guardPut(orgId, sequence.name, sequence.id),
        ...questionnaireChecks(orgId, sequence.questionnaires),
      ],
      { guardIndex: 1, checksFrom: 2 },
    );
    if (result === 'conflict') throw new Error('sequence id already exists');
  },

  async saveSequence(orgId, next, previous) {
    const renamed = nameKey(next.name) !== nameKey(previous.name);
    const guards = renamed ? [guardDelete(orgId, previous.name), guardPut(orgId, next.name, next.id)] : [];
    return write(
      [
        SequenceEntity.build(PutTransaction)
          .item(toItem(orgId, next))
          .options({ condition: { attr: 'version', eq: previous.version } }),
        ...guards,
        ...questionnaireChecks(orgId, next.questionnaires),
      ],
      { ...(renamed ? { guardIndex: 2 } : {}), checksFrom: 1 + guards.length },
    );
  },

  async deleteSequence(orgId, previous) {
    return write(
      [
        SequenceEntity.build(DeleteTransaction)
          .key({ orgId, sequenceId: previous.id })
          .options({ condition: { attr: 'version', eq: previous.version } }),
        guardDelete(orgId, previous.name),
      ],
      {},
    );
  },
};
