import {
  $remove,
  $set,
  ConditionCheck,
  DeleteTransaction,
  GetItemCommand,
  UpdateTransaction,
  executeTransactWrite,
} from 'dynamodb-toolbox';

import { BrandingEntity } from './branding.entity.ts';
import { OrganisationEntity } from './organisation.entity.ts';
import { cancellationCodes, retryOnConflict } from '#core/transactions.ts';

export type BrandColours = {
  primary: string;
  primaryContrast: string;
  accent: string;
  background: string;
  text: string;
};

export type Branding = {
  logo?: string;
  colours?: BrandColours;
  chart?: string[];
  updatedAt: string;
  updatedBy: string;
};

/** What to change: an omitted field keeps its value, `null` removes it. */
export type BrandingChange = {
  logo?: string | null;
  colours?: BrandColours | null;
  chart?: string[] | null;
};

/** Storage of organisation branding; the only code that knows its key. */
export interface BrandingRepository {
  /** A17: GetItem `ORG#{orgId}` / `BRANDING`; `consistent` to read a write just made. */
  getBranding(orgId: string, options?: { consistent?: boolean }): Promise<Branding | undefined>;
  /**
   * Applies `change` in one transaction with a condition check that the organisation is (still) a patron, so a
   * patronage that ends meanwhile writes nothing (`notPatron`).
   */
  updateBranding(
    orgId: string,
    change: BrandingChange,
    meta: { updatedAt: string; updatedBy: string },
  ): Promise<'updated' | 'notPatron'>;
  /** Deletes the branding item, under the same patron condition. */
  clearBranding(orgId: string): Promise<'cleared' | 'notPatron'>;
}

/** A patron by the provider's word or an operator's (organisations.repository.ts, `don`). */
const patronCheck = (orgId: string) =>
  OrganisationEntity.build(ConditionCheck)
    .key({ orgId })
    .condition({
      or: [
        { attr: 'don', eq: true },
        { attr: 'donManual', exists: true },
      ],
    });

const notPatron = (error: unknown): boolean => cancellationCodes(error)?.[0] === 'ConditionalCheckFailed';

/** `undefined` keeps an attribute, `null` removes it, a value replaces it. */
const changeOf = <T>(value: T | null | undefined) => (value === null ? $remove() : value);

/** The same for maps and lists, which must replace the stored value whole (not be merged into it). */
const replaceOf = <T extends object>(value: T | null | undefined) =>
  value === null ? $remove() : value === undefined ? undefined : $set(value);

export const brandingRepository: BrandingRepository = {
  async getBranding(orgId, { consistent = false } = {}) {
    const { Item } = await BrandingEntity.build(GetItemCommand).key({ orgId }).options({ consistent }).send();
    if (!Item) return undefined;
    const { logo, colours, chart, updatedAt, updatedBy } = Item;
    return {
      ...(logo === undefined ? {} : { logo }),
      ...(colours === undefined ? {} : { colours: { ...colours } }),
      ...(chart === undefined ? {} : { chart: [...chart] }),
      updatedAt,
      updatedBy,
    };
  },

  async updateBranding(orgId, { logo, colours, chart }, { updatedAt, updatedBy }) {
    try {
      await retryOnConflict(() =>
        executeTransactWrite(
          patronCheck(orgId),
          BrandingEntity.build(UpdateTransaction).item({
            orgId,
            logo: changeOf(logo),
            colours: replaceOf(colours),
            chart: replaceOf(chart),
            updatedAt,
            updatedBy,
          }),
        ),
      );
      return 'updated';
    } catch (error) {
      if (notPatron(error)) return 'notPatron';
      throw error;
    }
  },

  async clearBranding(orgId) {
    try {
      await retryOnConflict(() =>
        executeTransactWrite(patronCheck(orgId), BrandingEntity.build(DeleteTransaction).key({ orgId })),
      );
      return 'cleared';
    } catch (error) {
      if (notPatron(error)) return 'notPatron';
      throw error;
    }
  },
};
