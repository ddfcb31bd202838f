import {
  GetItemCommand,
  PutTransaction,
  UpdateItemCommand,
  UpdateTransaction,
  executeTransactWrite,
  isConditionCheckFailed,
} from 'dynamodb-toolbox';

import { OrganisationEntity } from '#domains/organisations/organisation.entity.ts';

import { BillingCustomerEntity, OrganisationBillingEntity } from './billing-customer.entity.ts';

/** Storage of billing customers and the patron flag; the only code that knows their keys. */
export interface BillingRepository {
  /** A15. */
  organisationOfCustomer(customer: string): Promise<string | undefined>;
  customerOfOrganisation(orgId: string): Promise<string | undefined>;
  /** Both directions of the link and `don = true`, in one transaction; false if the organisation is unknown. */
  linkCustomer(orgId: string, customer: string, now: string): Promise<boolean>;
  /** Sets or clears `don`; false if the organisation is unknown. */
  setDon(orgId: string, don: boolean): Promise<boolean>;
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

  async linkCustomer(orgId, customer, now) {
    try {
      await executeTransactWrite(
        OrganisationEntity.build(UpdateTransaction)
          .item({ orgId, don: true })
          .options({ condition: { attr: 'orgId', exists: true } }),
        BillingCustomerEntity.build(PutTransaction).item({ customer, orgId, linkedAt: now }),
        OrganisationBillingEntity.build(PutTransaction).item({ orgId, customer, linkedAt: now }),
      );
      return true;
    } catch (error) {
      if ((error as { name?: string }).name === 'TransactionCanceledException') return false;
      throw error;
    }
  },

  async setDon(orgId, don) {
    try {
      await OrganisationEntity.build(UpdateItemCommand)
        .item({ orgId, don })
        .options({ condition: { attr: 'orgId', exists: true } })
        .send();
      return true;
    } catch (error) {
      if (isConditionCheckFailed(error)) return false;
      throw error;
    }
  },
};
