import {
  $set,
  GetItemCommand,
  PutTransaction,
  TableAccessPattern,
  UpdateTransaction,
  string,
} from 'dynamodb-toolbox';

import { organisationPartition } from '#core/record-keys.ts';
import { RippleTable } from '#core/table.ts';
import { cancellationCodes, writeTogether } from '#core/transactions.ts';
import { TagEntity } from '#domains/tags/tag.entity.ts';

import { noBeneficiaryLease } from './beneficiary-lease.ts';
import { BeneficiaryEntity } from './beneficiary.entity.ts';

export type Beneficiary = { id: string; tags: string[] };

/** Storage of beneficiaries; the only code that knows their keys. */
export interface BeneficiariesRepository {
  /** A12: ids of every beneficiary of the organisation, one Query. */
  listBeneficiaryIds(orgId: string): Promise<string[]>;
  getBeneficiary(orgId: string, beneficiaryId: string): Promise<Beneficiary | undefined>;
  /**
   * Upserts the beneficiary with exactly these tags and adds each tag to the organisation's tag list, in one
   * transaction (so the tag list never misses a tag a beneficiary carries), once no import holds the lease on
   * writing beneficiaries (beneficiary-lease.ts): it waits up to `LEASE_WAIT_MS` for one to end.
   */
  setBeneficiaryTags(orgId: string, beneficiaryId: string, tags: string[]): Promise<void>;
}

/** A12: `pk = ORG#{orgId}`, `sk begins_with BEN#`. */
export const organisationBeneficiaries = RippleTable.build(TableAccessPattern)
  .entities(BeneficiaryEntity)
  .schema(string())
  .pattern((orgId) => ({ partition: organisationPartition(orgId), range: { beginsWith: 'BEN#' } }))
  .options({ maxPages: Infinity });

/**
 * How long tags wait for an import's lease on beneficiaries to end: longer than one lease (BENEFICIARY_LEASE_MS),
 * shorter than a GraphQL request may take.
 */
const LEASE_WAIT_MS = 20_000;
const LEASE_POLL_MS = 200;

export const beneficiariesRepository: BeneficiariesRepository = {
  async listBeneficiaryIds(orgId) {
    const { Items = [] } = await organisationBeneficiaries.query(orgId).send();
    return Items.map(({ beneficiaryId }) => beneficiaryId);
  },

  async getBeneficiary(orgId, beneficiaryId) {
    const { Item } = await BeneficiaryEntity.build(GetItemCommand)
      .key({ orgId, beneficiaryId })
      .options({ consistent: true })
      .send();
    return Item && { id: Item.beneficiaryId, tags: [...Item.tags] };
  },

  async setBeneficiaryTags(orgId, beneficiaryId, tags) {
    const giveUpAt = Date.now() + LEASE_WAIT_MS;
    for (;;) {
      try {
        await writeTogether(
          [
            BeneficiaryEntity.build(UpdateTransaction).item({ orgId, beneficiaryId, tags: $set(tags) }),
            // A Put of a tag that exists rewrites the same two key attributes: an idempotent upsert.
            ...tags.map((label) => TagEntity.build(PutTransaction).item({ orgId, label })),
          ],
          [noBeneficiaryLease(orgId, Date.now())],
        );
        return;
      } catch (error) {
        if (cancellationCodes(error)?.at(-1) !== 'ConditionalCheckFailed' || Date.now() > giveUpAt)
          throw error;
        await new Promise((resolve) => setTimeout(resolve, LEASE_POLL_MS));
      }
    }
  },
};
