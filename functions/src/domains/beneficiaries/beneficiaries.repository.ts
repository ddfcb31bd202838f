import {
  $set,
  GetItemCommand,
  PutTransaction,
  TableAccessPattern,
  UpdateTransaction,
  executeTransactWrite,
  string,
} from 'dynamodb-toolbox';

import { RippleTable } from '#core/table.ts';
import { retryOnConflict } from '#core/transactions.ts';
import { TagEntity } from '#domains/tags/tag.entity.ts';

import { BeneficiaryEntity } from './beneficiary.entity.ts';
import { organisationPartition } from '#core/record-keys.ts';

export type Beneficiary = { id: string; tags: string[] };

/** Storage of beneficiaries; the only code that knows their keys. */
export interface BeneficiariesRepository {
  /** A12: ids of every beneficiary of the organisation, one Query. */
  listBeneficiaryIds(orgId: string): Promise<string[]>;
  getBeneficiary(orgId: string, beneficiaryId: string): Promise<Beneficiary | undefined>;
  /**
   * Upserts the beneficiary with exactly these tags and adds each tag to the organisation's tag list, in one
   * transaction (so the tag list never misses a tag a beneficiary carries).
   */
  setBeneficiaryTags(orgId: string, beneficiaryId: string, tags: string[]): Promise<void>;
}

/** A12: `pk = ORG#{orgId}`, `sk begins_with BEN#`. */
export const organisationBeneficiaries = RippleTable.build(TableAccessPattern)
  .entities(BeneficiaryEntity)
  .schema(string())
  .pattern((orgId) => ({ partition: organisationPartition(orgId), range: { beginsWith: 'BEN#' } }))
  .options({ maxPages: Infinity });

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
    await retryOnConflict(() =>
      executeTransactWrite(
        BeneficiaryEntity.build(UpdateTransaction).item({ orgId, beneficiaryId, tags: $set(tags) }),
        // A Put of a tag that exists rewrites the same two key attributes: an idempotent upsert.
        ...tags.map((label) => TagEntity.build(PutTransaction).item({ orgId, label })),
      ),
    );
  },
};
