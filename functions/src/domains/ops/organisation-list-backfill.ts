import { ScanCommand, UpdateItemCommand } from 'dynamodb-toolbox';

import { RippleTable } from '#core/table.ts';
import { organisationListKeys } from '#core/record-keys.ts';
import { OrganisationEntity } from '#domains/organisations/organisation.entity.ts';

/** Items scanned per page. */
const PAGE_ITEMS = 500;

/**
 * Puts every organisation created before the operators' list existed on it (GSI1 `ORGS`, docs/data-model.md A21).
 * Safe beside live traffic and to run again: only organisations without the keys are written, each on the
 * condition that it still exists, and every organisation created since writes its own keys.
 */
export async function backfillOrganisationList(): Promise<{ written: number }> {
  let written = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const { Items = [], LastEvaluatedKey } = await RippleTable.build(ScanCommand)
      .entities(OrganisationEntity)
      .options({
        filters: { Organisation: { attr: 'gsi1pk', exists: false } },
        limit: PAGE_ITEMS,
        ...(startKey ? { exclusiveStartKey: startKey } : {}),
      })
      .send();
    for (const { orgId, createdAt } of Items) {
      await OrganisationEntity.build(UpdateItemCommand)
        .item({ orgId, ...organisationListKeys(orgId, createdAt) })
        .options({ condition: { attr: 'orgId', exists: true } })
        .send();
      written += 1;
    }
    startKey = LastEvaluatedKey;
  } while (startKey);
  return { written };
}
