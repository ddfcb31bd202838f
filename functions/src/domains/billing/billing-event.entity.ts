import { Entity, item, number, string } from 'dynamodb-toolbox';

import { RippleTable } from '#core/table.ts';

/**
 * A provider event already applied: `WEBHOOK#{eventId}` / `WEBHOOK` (docs/data-model.md), written in the
 * transaction that applies the event, on the condition that it is new; deleted by TTL after `expiresAt`.
 */
export const BillingEventEntity = new Entity({
  name: 'BillingEvent',
  table: RippleTable,
  schema: item({ eventId: string().key(), receivedAt: string(), expiresAt: number() }),
  computeKey: ({ eventId }) => ({ pk: `WEBHOOK#${eventId}`, sk: 'WEBHOOK' }),
  timestamps: false,
});
