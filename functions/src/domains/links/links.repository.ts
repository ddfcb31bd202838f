import {
  $add,
  GetItemCommand,
  PutItemCommand,
  UpdateItemCommand,
  isConditionCheckFailed,
} from 'dynamodb-toolbox';

import { LinkEntity, SummonEntity } from './link.entity.ts';

/** A one-time link (JTI) to a beneficiary's records. */
export type Link = {
  jti: string;
  orgId: string;
  beneficiary: string;
  sequence: string[];
  user: string;
  /** Epoch seconds. */
  expiresAt: number;
};

/** A reusable link creating records of a questionnaire or a sequence. */
export type Summon = {
  id: string;
  orgId: string;
  user: string;
  questionnaire?: string;
  sequence?: string;
  tags: string[];
  uses: number;
  maxUses?: number;
  daysToComplete: number;
  /** Epoch seconds. */
  expiresAt: number;
  createdAt: string;
};

export type UseResult = 'used' | 'notFound' | 'expired' | 'exhausted';

/** Storage of one-time links and summons; the only code that knows their keys. */
export interface LinksRepository {
  putLink(link: Link): Promise<void>;
  /** A13: GetItem `JTI#{jti}`; an expired item may still be there (TTL deletion is lazy). */
  getLink(jti: string): Promise<Link | undefined>;
  putSummon(summon: Summon): Promise<void>;
  getSummon(id: string): Promise<Summon | undefined>;
  /** Counts one use if the summon exists, has not expired at `nowSeconds` and has uses left (one UpdateItem). */
  useSummon(id: string, nowSeconds: number): Promise<UseResult>;
}

const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

export const linksRepository: LinksRepository = {
  async putLink(link) {
    await LinkEntity.build(PutItemCommand)
      .item(link)
      .options({ condition: { attr: 'jti', exists: false } })
      .send();
  },

  async getLink(jti) {
    const { Item } = await LinkEntity.build(GetItemCommand).key({ jti }).options({ consistent: true }).send();
    return Item && { ...Item, sequence: [...Item.sequence] };
  },

  async putSummon({ id, ...summon }) {
    await SummonEntity.build(PutItemCommand)
      .item({ ...summon, summonId: id })
      .options({ condition: { attr: 'summonId', exists: false } })
      .send();
  },

  async getSummon(id) {
    const { Item } = await SummonEntity.build(GetItemCommand)
      .key({ summonId: id })
      .options({ consistent: true })
      .send();
    if (!Item) return undefined;
    const { summonId, ...rest } = Item;
    return defined({ ...rest, id: summonId, tags: [...rest.tags] });
  },

  async useSummon(id, nowSeconds) {
    try {
      await SummonEntity.build(UpdateItemCommand)
        .item({ summonId: id, uses: $add(1) })
        .options({
          condition: {
            and: [
              { attr: 'summonId', exists: true },
              { attr: 'expiresAt', gt: nowSeconds },
              {
                or: [
                  { attr: 'maxUses', exists: false },
                  { attr: 'uses', lt: { attr: 'maxUses' } },
                ],
              },
            ],
          },
        })
        .send();
      return 'used';
    } catch (error) {
      if (!isConditionCheckFailed(error)) throw error;
      const summon = await linksRepository.getSummon(id);
      if (!summon) return 'notFound';
      return summon.expiresAt <= nowSeconds ? 'expired' : 'exhausted';
    }
  },
};
