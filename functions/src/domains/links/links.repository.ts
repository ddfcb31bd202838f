import {
  $add,
  $get,
  $remove,
  BatchGetCommand,
  BatchGetRequest,
  GetItemCommand,
  PutItemCommand,
  PutTransaction,
  QueryCommand,
  UpdateItemCommand,
  UpdateTransaction,
  executeBatchGet,
} from 'dynamodb-toolbox';

import { writtenIf } from '#core/conditional-write.ts';
import { RippleTable } from '#core/table.ts';
import { cancellationCodes } from '#core/transactions.ts';
import { MeetingEntity } from '#domains/records/meeting.entity.ts';
import { createRecordsWith } from '#domains/records/records.repository.ts';
import type { Meeting } from '#domains/records/records.repository.ts';

import { LinkEntity, SummonBeneficiaryEntity, SummonEntity } from './link.entity.ts';
import { openLinkIndexKeys, openLinksPartition } from '#core/record-keys.ts';

/** A one-time link (JTI) to a beneficiary's records. */
export type Link = {
  jti: string;
  orgId: string;
  beneficiary: string;
  sequence: string[];
  user: string;
  /** Epoch seconds. */
  expiresAt: number;
  /** ISO-8601 UTC; absent on links made before links were listed. */
  createdAt?: string;
  /** What it was made for (absent on links made before links were listed): one questionnaire or a sequence. */
  questionnaire?: string;
  sequenceId?: string;
  revokedAt?: string;
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
  /** Set when made for one beneficiary, else by its first use through a code that names a beneficiary. */
  beneficiary?: string;
  /** The one beneficiary it was made for (`NewMeetingSummon(beneficiaryID)`); every use must be theirs. */
  onlyFor?: string;
  revokedAt?: string;
};

/** `taken`: a use for the same beneficiary named in the code won meanwhile (`getSummonLink` has its link). */
export type UseResult = 'used' | 'notFound' | 'expired' | 'exhausted' | 'taken';

export type OrganisationLink = { kind: 'link'; link: Link } | { kind: 'summon'; summon: Summon };

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
  putLink(link: Link & { createdAt: string }, meetings: Meeting[]): Promise<void>;
  /** A13: GetItem `JTI#{jti}`; an expired item may still be there (TTL deletion is lazy). */
  getLink(jti: string): Promise<Link | undefined>;
  putSummon(summon: Summon): Promise<void>;
  getSummon(id: string): Promise<Summon | undefined>;
  /** The JTI of the link the summon made for `beneficiary` when its code named them, if it did. */
  getSummonLink(summonId: string, beneficiary: string): Promise<string | undefined>;
  /**
   * One transaction: one use of the summon, conditioned on it existing, not revoked, not having expired at
   * `nowSeconds` and having uses left, with `putLink`'s writes. `forNamedBeneficiary` (the code named them): also
   * the summon's link for that beneficiary, which must not exist yet (`taken`). Unless it answers `used`, nothing
   * was written.
   */
  useSummon(
    id: string,
    nowSeconds: number,
    link: Link & { createdAt: string },
    meetings: Meeting[],
    forNamedBeneficiary?: boolean,
  ): Promise<UseResult>;
  /** A19: the organisation's links and summons that were not revoked, newest first (expired ones included). */
  listOrganisationLinks(orgId: string): Promise<OrganisationLink[]>;
  /** Marks the organisation's link revoked and takes it off A19; `false` when it is not the organisation's or was. */
  revokeLink(orgId: string, jti: string, at: string): Promise<boolean>;
  /** As `revokeLink`, for a summon. */
  revokeSummon(orgId: string, id: string, at: string): Promise<boolean>;
  /** Of the organisation's records `ids`, those that exist, each mapped to whether it is still incomplete. */
  recordStates(orgId: string, ids: string[]): Promise<Map<string, boolean>>;
}

const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** The condition of a revocation: the organisation's item, not revoked yet. */
const stillOpenIn = (orgId: string) => ({
  and: [
    { attr: 'orgId' as const, eq: orgId },
    { attr: 'revokedAt' as const, exists: false },
  ],
});

const linkPut = (link: Link & { createdAt: string }) =>
  LinkEntity.build(PutTransaction)
    .item({ ...link, ...openLinkIndexKeys(link.orgId, link.createdAt, link.jti) })
    .options({ condition: { attr: 'jti', exists: false } });

const summonUse = (id: string, nowSeconds: number, beneficiary: string | undefined) =>
  SummonEntity.build(UpdateTransaction)
    .item({
      summonId: id,
      uses: $add(1),
      ...(beneficiary === undefined ? {} : { beneficiary: $get('beneficiary', beneficiary) }),
    })
    .options({
      condition: {
        and: [
          { attr: 'summonId', exists: true },
          { attr: 'revokedAt', exists: false },
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

const summonLinkPut = (summonId: string, link: Link, expiresAt: number) =>
  SummonBeneficiaryEntity.build(PutTransaction)
    .item({ summonId, beneficiary: link.beneficiary, orgId: link.orgId, jti: link.jti, expiresAt })
    .options({ condition: { attr: 'jti', exists: false } });

type LinkItem = Omit<Link, 'sequence'> & { sequence: readonly string[] };
type SummonItem = Omit<Summon, 'id' | 'tags'> & { summonId: string; tags: readonly string[] };

const toLink = (item: LinkItem): Link => defined({ ...item, sequence: [...item.sequence] });
const toSummon = ({ summonId, ...rest }: SummonItem): Summon =>
  defined({ ...rest, id: summonId, tags: [...rest.tags] });

/** DynamoDB's most keys per BatchGetItem. */
const BATCH_KEYS = 100;

export const linksRepository: LinksRepository = {
  async putLink(link, meetings) {
    await createRecordsWith(link.orgId, meetings, [linkPut(link)]);
  },

  async getLink(jti) {
    const { Item } = await LinkEntity.build(GetItemCommand).key({ jti }).options({ consistent: true }).send();
    return Item && toLink(Item);
  },

  async putSummon({ id, ...summon }) {
    await SummonEntity.build(PutItemCommand)
      .item({ ...summon, summonId: id, ...openLinkIndexKeys(summon.orgId, summon.createdAt, id) })
      .options({ condition: { attr: 'summonId', exists: false } })
      .send();
  },

  async getSummon(id) {
    const { Item } = await SummonEntity.build(GetItemCommand)
      .key({ summonId: id })
      .options({ consistent: true })
      .send();
    return Item && toSummon(Item);
  },

  async getSummonLink(summonId, beneficiary) {
    const { Item } = await SummonBeneficiaryEntity.build(GetItemCommand)
      .key({ summonId, beneficiary })
      .options({ consistent: true })
      .send();
    return Item?.jti;
  },

  async useSummon(id, nowSeconds, link, meetings, forNamedBeneficiary = false) {
    const writes = [
      summonUse(id, nowSeconds, forNamedBeneficiary ? link.beneficiary : undefined),
      linkPut(link),
    ];
    // The summon's own lifetime bounds its record of the beneficiary: a later use after it expired is refused anyway.
    const summonLink = forNamedBeneficiary ? [summonLinkPut(id, link, link.expiresAt)] : [];
    try {
      await createRecordsWith(link.orgId, meetings, [...writes, ...summonLink]);
      return 'used';
    } catch (error) {
      const codes = cancellationCodes(error);
      if (codes?.[0] === 'ConditionalCheckFailed') {
        // The summon's own condition failed: tell the reasons apart for the caller's error code.
        const summon = await linksRepository.getSummon(id);
        if (!summon) return 'notFound';
        if (summon.revokedAt !== undefined || summon.expiresAt <= nowSeconds) return 'expired';
        return 'exhausted';
      }
      if (forNamedBeneficiary && codes?.[writes.length] === 'ConditionalCheckFailed') return 'taken';
      throw error;
    }
  },

  async listOrganisationLinks(orgId) {
    const { Items = [] } = await RippleTable.build(QueryCommand)
      .entities(LinkEntity, SummonEntity)
      .query({ index: 'gsi1', partition: openLinksPartition(orgId) })
      .options({ reverse: true, maxPages: Infinity })
      .send();
    return Items.map((item): OrganisationLink =>
      'jti' in item ? { kind: 'link', link: toLink(item) } : { kind: 'summon', summon: toSummon(item) },
    );
  },

  async revokeLink(orgId, jti, at) {
    return writtenIf(() =>
      LinkEntity.build(UpdateItemCommand)
        .item({ jti, revokedAt: at, gsi1pk: $remove(), gsi1sk: $remove() })
        .options({ condition: stillOpenIn(orgId) })
        .send(),
    );
  },

  async revokeSummon(orgId, id, at) {
    return writtenIf(() =>
      SummonEntity.build(UpdateItemCommand)
        .item({ summonId: id, revokedAt: at, gsi1pk: $remove(), gsi1sk: $remove() })
        .options({ condition: stillOpenIn(orgId) })
        .send(),
    );
  },

  async recordStates(orgId, ids) {
    const states = new Map<string, boolean>();
    const unique = [...new Set(ids)];
    for (let start = 0; start < unique.length; start += BATCH_KEYS) {
      const requests = unique
        .slice(start, start + BATCH_KEYS)
        .map((meetingId) => MeetingEntity.build(BatchGetRequest).key({ orgId, meetingId }));
      const { Responses, UnprocessedKeys } = await executeBatchGet(
        { maxAttempts: 5 },
        RippleTable.build(BatchGetCommand)
          .requests(...requests)
          .options({ consistent: true, attributes: ['meetingId', 'incomplete'] }),
      );
      if (UnprocessedKeys && Object.keys(UnprocessedKeys).length > 0) {
        throw new Error('DynamoDB left record reads unprocessed');
      }
      for (const item of Responses?.[0] ?? []) {
        if (item) states.set(item.meetingId, item.incomplete);
      }
    }
    return states;
  },
};
