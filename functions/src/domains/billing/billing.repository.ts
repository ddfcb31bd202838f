import {
  GetItemCommand,
  PutTransaction,
  UpdateItemCommand,
  UpdateTransaction,
  executeTransactWrite,
  isConditionCheckFailed,
} from 'dynamodb-toolbox';

import { OrganisationEntity } from '#domains/organisations/organisation.entity.ts';
import { cancellationCodes, retryOnConflict } from '#domains/organisations/transaction-cancellation.ts';

import { BillingCustomerEntity, OrganisationBillingEntity } from './billing-customer.entity.ts';

/** Storage of billing customers and the patron flag; the only code that knows their keys. */
export interface BillingRepository {
  /** A15. */
  organisationOfCustomer(customer: string): Promise<string | undefined>;
  customerOfOrganisation(orgId: string): Promise<string | undefined>;
  /**
   * Both directions of the link and `don = true` as of the event's time `at`, in one transaction; false if the
   * organisation is unknown. Throws when it cannot be written, so that the provider sends the event again.
   */
  linkCustomer(orgId: string, customer: string, now: string, at: number): Promise<boolean>;
  /**
   * Sets or clears `don` as of the event's time `at`; false if the organisation is unknown or a later event set
   * it already.
   */
  setDon(orgId: string, don: boolean, at: number): Promise<boolean>;
}

export const billingRepository: BillingRepository = {
  async organisationOfCustomer(customer) {
    const { Item } = await BillingCustomerEntity.build(GetItemCommand).key({ customer }).send();
    return Item?.orgId;
  },

  async customerOfOrganisation(orgId) {
    const { Item } = await OrganisationBillingEntity.build(GetItemCommand).key({ orgId }).send();
    return Item?.customer;
  },

  async linkCustomer(orgId, customer, now, at) {
    try {
      // A paid checkout must not be lost to a user joining or leaving at that moment (the organisation item).
      await retryOnConflict(() =>
        executeTransactWrite(
          OrganisationEntity.build(UpdateTransaction)
            .item({ orgId, don: true, donAt: at })
            .options({ condition: { attr: 'orgId', exists: true } }),
          BillingCustomerEntity.build(PutTransaction).item({ customer, orgId, linkedAt: now }),
          OrganisationBillingEntity.build(PutTransaction).item({ orgId, customer, linkedAt: now }),
        ),
      );
      return true;
    } catch (error) {
      if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return false;
      throw error;
    }
  },

  async setDon(orgId, don, at) {
    try {
      await OrganisationEntity.build(UpdateItemCommand)
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
        })
        .send();
      return true;
    } catch (error) {
      if (isConditionCheckFailed(error)) return false;
      throw error;
    }
  },
};
