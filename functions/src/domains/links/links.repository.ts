import { $add, GetItemCommand, PutItemCommand, PutTransaction, UpdateTransaction } from 'dynamodb-toolbox';

import { cancellationCodes } from '#domains/organisations/transaction-cancellation.ts';
import { createRecordsWith } from '#domains/records/records.repository.ts';
import type { Meeting } from '#domains/records/records.repository.ts';

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

/**
 * Storage of one-time links and summons; the only code that knows their keys. A link is only ever written with the
 * records it reaches, and a summon's use with both, in one transaction (`createRecordsWith`; its size against
 * DynamoDB's limits: docs/data-model.md, "Transactional writes").
 */
export interface LinksRepository {
  /**
   * One transaction: the link and its records, with everything `RecordsRepository.createRecords` writes for them
   * (`questionnaire.notFound` when a questionnaire was deleted meanwhile); nothing is written unless all is.
   */
  putLink(link: Link, meetings: Meeting[]): Promise<void>;
  /** A13: GetItem `JTI#{jti}`; an expired item may still be there (TTL deletion is lazy). */
  getLink(jti: string): Promise<Link | undefined>;
  putSummon(summon: Summon): Promise<void>;
  getSummon(id: string): Promise<Summon | undefined>;
  /**
   * One transaction: one use of the summon, conditioned on it existing, not having expired at `nowSeconds` and
   * having uses left, with `putLink`'s writes. Unless it answers `used`, nothing was written.
   */
  useSummon(id: string, nowSeconds: number, link: Link, meetings: Meeting[]): Promise<UseResult>;
}

const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

const linkPut = (link: Link) =>
  LinkEntity.build(PutTransaction)
    .item(link)
    .options({ condition: { attr: 'jti', exists: false } });

const summonUse = (id: string, nowSeconds: number) =>
  SummonEntity.build(UpdateTransaction)
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
    });

export const linksRepository: LinksRepository = {
  async putLink(link, meetings) {
    await createRecordsWith(link.orgId, meetings, [linkPut(link)]);
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

  async useSummon(id, nowSeconds, link, meetings) {
    try {
      await createRecordsWith(link.orgId, meetings, [summonUse(id, nowSeconds), linkPut(link)]);
      return 'used';
    } catch (error) {
      if (cancellationCodes(error)?.[0] !== 'ConditionalCheckFailed') throw error;
      // The summon's own condition failed: tell the reasons apart for the caller's error code.
      const summon = await linksRepository.getSummon(id);
      if (!summon) return 'notFound';
      return summon.expiresAt <= nowSeconds ? 'expired' : 'exhausted';
    }
  },
};
