import { GetItemCommand, PutTransaction, UpdateTransaction, executeTransactWrite } from 'dynamodb-toolbox';

import { OrganisationEntity } from '#domains/organisations/organisation.entity.ts';
import { cancellationCodes, retryOnConflict } from '#core/transactions.ts';

import { BillingCustomerEntity, OrganisationBillingEntity } from './billing-customer.entity.ts';
import { BillingEventEntity } from './billing-event.entity.ts';

/** The provider event a write applies: it is applied once, whoever sends it again (docs/data-model.md). */
export type AppliedEvent = { id: string; receivedAt: string; expiresAt: number };

/**
 * What applying an event did: `applied`; `refused` when the organisation is unknown or (`setDon`) a later event
 * set the flag already; `duplicate` when an event of that id was applied before, and nothing changed.
 */
export type EventOutcome = 'applied' | 'refused' | 'duplicate';

/** Storage of billing customers and the patron flag; the only code that knows their keys. */
export interface BillingRepository {
  /** A15. */
  organisationOfCustomer(customer: string): Promise<string | undefined>;
  customerOfOrganisation(orgId: string): Promise<string | undefined>;
  /**
   * Both directions of the link and `don = true` as of the event's time `at`, with the event's record, in one
   * transaction. Throws when it cannot be written, so that the provider sends the event again.
   */
  linkCustomer(
    orgId: string,
    customer: string,
    now: string,
    at: number,
    event: AppliedEvent,
  ): Promise<EventOutcome>;
  /** Sets or clears `don` as of the event's time `at`, with the event's record, in one transaction. */
  setDon(orgId: string, don: boolean, at: number, event: AppliedEvent): Promise<EventOutcome>;
}

/** The event's record, written only if no event of that id was applied before. */
const eventRecord = ({ id, receivedAt, expiresAt }: AppliedEvent) =>
  BillingEventEntity.build(PutTransaction)
    .item({ eventId: id, receivedAt, expiresAt })
    .options({ condition: { attr: 'eventId', exists: false } });

/** The outcome a cancelled transaction means, `eventAt` being the index of the event's record in it. */
const refusalOf = (error: unknown, eventAt: number): EventOutcome | undefined => {
  const codes = cancellationCodes(error);
  if (codes?.[eventAt] === 'ConditionalCheckFailed') return 'duplicate';
  if (codes?.[0] === 'ConditionalCheckFailed') return 'refused';
  return undefined;
};

export const billingRepository: BillingRepository = {
  async organisationOfCustomer(customer) {
    const { Item } = await BillingCustomerEntity.build(GetItemCommand).key({ customer }).send();
    return Item?.orgId;
  },

  async customerOfOrganisation(orgId) {
    const { Item } = await OrganisationBillingEntity.build(GetItemCommand).key({ orgId }).send();
    return Item?.customer;
  },

  async linkCustomer(orgId, customer, now, at, event) {
    try {
      // A paid checkout must not be lost to a user joining or leaving at that moment (the organisation item).
      await retryOnConflict(() =>
        executeTransactWrite(
          OrganisationEntity.build(UpdateTransaction)
            .item({ orgId, don: true, donAt: at })
            .options({ condition: { attr: 'orgId', exists: true } }),
          BillingCustomerEntity.build(PutTransaction).item({ customer, orgId, linkedAt: now }),
          OrganisationBillingEntity.build(PutTransaction).item({ orgId, customer, linkedAt: now }),
          eventRecord(event),
        ),
      );
      return 'applied';
    } catch (error) {
      const outcome = refusalOf(error, 3);
      if (outcome) return outcome;
      throw error;
    }
  },

  async setDon(orgId, don, at, event) {
    try {
      await retryOnConflict(() =>
        executeTransactWrite(
          OrganisationEntity.build(UpdateTransaction)
            .item({ orgId, don, donAt: at })
            .options({
              condition: {
                and: [
                  { attr: 'orgId', exists: true },
                  {
                    or: [
                      { attr: 'donAt', exists: false },
                      { attr: 'donAt', lte: at },
                    ],
                  },
                ],
              },
            }),
          eventRecord(event),
        ),
      );
      return 'applied';
    } catch (error) {
      const outcome = refusalOf(error, 1);
      if (outcome) return outcome;
      throw error;
    }
  },
};
