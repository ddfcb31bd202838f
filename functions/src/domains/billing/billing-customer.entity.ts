import { Entity, item, string } from 'dynamodb-toolbox';

import { RippleTable } from '#core/table.ts';

/** The provider's customer → organisation: `BILLING#{customer}` / `BILLING` (docs/data-model.md, A15). */
export const BillingCustomerEntity = new Entity({
  name: 'BillingCustomer',
  table: RippleTable,
  schema: item({ customer: string().key(), orgId: string(), linkedAt: string() }),
  computeKey: ({ customer }) => ({ pk: `BILLING#${customer}`, sk: 'BILLING' }),
  timestamps: false,
});

/** The organisation → its customer, for the portal redirect: `ORG#{org}` / `BILLING` (docs/data-model.md). */
export const OrganisationBillingEntity = new Entity({
  name: 'OrganisationBilling',
  table: RippleTable,
  schema: item({ orgId: string().key(), customer: string(), linkedAt: string() }),
  computeKey: ({ orgId }) => ({ pk: `ORG#${orgId}`, sk: 'BILLING' }),
  timestamps: false,
});
