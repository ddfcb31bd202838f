import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';

import { RippleTable } from './table.ts';

export type CancellationReason = { Code?: string; Message?: string };

/**
 * Why each item of a cancelled `TransactWriteItems` failed, in request order; undefined when the error is not a
 * cancelled transaction.
 */
export const cancellationReasons = (error: unknown): CancellationReason[] | undefined => {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return undefined;
  return (error as { CancellationReasons?: CancellationReason[] }).CancellationReasons ?? [];
};

/** The codes of `cancellationReasons` (`ConditionalCheckFailed`, `None`, `TransactionConflict`, …). */
export const cancellationCodes = (error: unknown): (string | undefined)[] | undefined =>
  cancellationReasons(error)?.map((reason) => reason.Code);

const isConflict = (error: unknown): boolean =>
  cancellationCodes(error)?.includes('TransactionConflict') ?? false;

/**
 * Runs a transaction again when DynamoDB cancelled it only because another transaction held one of its items
 * (`TransactionConflict`), which concurrent requests on one organisation item cause; the conditions are then
 * evaluated afresh, so the retry is safe.
 */
export const retryOnConflict = async <T>(write: () => Promise<T>, attempts = 5): Promise<T> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts || !isConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
    }
  }
};

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
export type ToolboxTransaction = { params: () => TransactItem & { ToolboxItem?: unknown } };

/**
 * One TransactWriteItems of dynamodb-toolbox transactions and plain items (ones it cannot build, e.g. whose
 * attribute names are record ids), in order; retried on `TransactionConflict`.
 */
export const writeTogether = (transactions: ToolboxTransaction[], plain: TransactItem[]) =>
  retryOnConflict(() =>
    RippleTable.getDocumentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          ...transactions.map((transaction) => {
            const { ToolboxItem: _item, ...item } = transaction.params();
            return item;
          }),
          ...plain,
        ],
      }),
    ),
  );

/** A plain `Update` of the table (one dynamodb-toolbox cannot build) as a transaction item. */
export const inTable = (update: Omit<NonNullable<TransactItem['Update']>, 'TableName'>): TransactItem => ({
  Update: { TableName: RippleTable.getName(), ...update },
});
