import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionCheckFailed } from 'dynamodb-toolbox';

import { organisationPartition } from '#core/record-keys.ts';
import { RippleTable } from '#core/table.ts';
import type { TransactItem } from '#core/transactions.ts';

/**
 * A short lease on writing an organisation's beneficiaries whole (docs/decisions.md, "Importing records"): while an
 * import holds it, the import writes beneficiary items with `BatchWriteItem` puts, which take no condition, and the
 * one other write that changes what a put would overwrite (their tags, `setBeneficiaryTags`) waits for it to end.
 * A lease, not a lock: it ends by itself at `until` (epoch milliseconds), so a job that dies holding it blocks
 * nothing for long. `ORG#{org}` / `LEASE#beneficiaries`; part of the repository layer.
 */
const leaseKey = (orgId: string) => ({ pk: organisationPartition(orgId), sk: 'LEASE#beneficiaries' });

/** How long a lease lasts once taken. */
export const BENEFICIARY_LEASE_MS = 15_000;
/**
 * How long after taking it the holder starts writes: the rest of the lease is the margin for the writes in
 * progress to land and for clocks that differ.
 */
export const BENEFICIARY_WRITE_WINDOW_MS = 8_000;

const FREE = 'attribute_not_exists(#until) OR #until < :now';

/**
 * Takes (or extends) the lease for `holder` until `until`, when it is free, lapsed or already `holder`'s; false when
 * another holder has it.
 */
export const takeBeneficiaryLease = async (
  orgId: string,
  holder: string,
  now: number,
  until: number,
): Promise<boolean> => {
  try {
    await RippleTable.getDocumentClient().send(
      new UpdateCommand({
        TableName: RippleTable.getName(),
        Key: leaseKey(orgId),
        UpdateExpression: 'SET #until = :until, #holder = :holder',
        ConditionExpression: `${FREE} OR #holder = :holder`,
        ExpressionAttributeNames: { '#until': 'until', '#holder': 'holder' },
        ExpressionAttributeValues: { ':now': now, ':until': until, ':holder': holder },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionCheckFailed(error)) return false;
    throw error;
  }
};

/** Ends `holder`'s lease early (nothing when another holder has taken it since). */
export const releaseBeneficiaryLease = async (orgId: string, holder: string): Promise<void> => {
  try {
    await RippleTable.getDocumentClient().send(
      new DeleteCommand({
        TableName: RippleTable.getName(),
        Key: leaseKey(orgId),
        ConditionExpression: '#holder = :holder',
        ExpressionAttributeNames: { '#holder': 'holder' },
        ExpressionAttributeValues: { ':holder': holder },
      }),
    );
  } catch (error) {
    if (!isConditionCheckFailed(error)) throw error;
  }
};

/** A transaction item that holds only while no lease is in force at `now`. */
export const noBeneficiaryLease = (orgId: string, now: number): TransactItem => ({
  ConditionCheck: {
    TableName: RippleTable.getName(),
    Key: leaseKey(orgId),
    ConditionExpression: FREE,
    ExpressionAttributeNames: { '#until': 'until' },
    ExpressionAttributeValues: { ':now': now },
  },
});
