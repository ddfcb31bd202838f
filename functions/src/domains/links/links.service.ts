import { randomUUID } from 'node:crypto';

import * as z from 'zod';

import { AppError } from '#core/app-error.ts';
import { requireBeneficiary, requireStaff } from '#core/auth-context.ts';
import type { RequestContext } from '#core/auth-context.ts';
import { linkTokenExpiry } from '#core/link-token.ts';
import type { LinkTokenClaims } from '#core/link-token.ts';
import { parseInput } from '#core/validation.ts';
import { BeneficiaryId } from '#domains/beneficiaries/beneficiaries.service.ts';
import type { OrganisationsRepository } from '#domains/organisations/organisations.repository.ts';
import type { Questionnaire } from '#domains/questionnaires/questionnaires.repository.ts';
import { checkRequiredTags } from '#domains/records/record-rules.ts';
import { recordsToCreate, sequenceQuestionnaires } from '#domains/records/records.service.ts';
import { withCurrentBeneficiaryTags } from '#domains/records/beneficiary-tags-changed.ts';
import type { RecordsDeps } from '#domains/records/records.service.ts';
import { TagList } from '#domains/tags/tag-list.ts';
import { assertWritable } from '#domains/ops/suspension.ts';
import { resolveStaffOrganisation } from '#domains/users/users.service.ts';
import type { OpenLink, RemoteMeetingResult, SummonStatus } from '../../graphql/generated/schema-types.ts';

import type { Link, LinksRepository, OrganisationLink, Summon } from './links.repository.ts';

export type LinksDeps = RecordsDeps & {
  links: LinksRepository;
  /** The organisation's members, for the names of the people who made its links. */
  members: Pick<OrganisationsRepository, 'getOrganisationWithMembers'>;
  signToken: (claims: LinkTokenClaims) => Promise<string>;
};

/** Link limits (docs/api-errors.md). */
export const LINK_LIMITS = {
  /** Default lifetime of a link, in days (spec 01 §9). */
  defaultDays: 100,
  /**
   * Longest lifetime: a year, as far as the client offers. A link is a door to a vulnerable person's answers that
   * outlives the member who made it unless someone revokes it, so it may not stay open for years.
   */
  maxDays: 365,
  /** Most uses a summon may be limited to. */
  maxUses: 1_000_000,
} as const;

const DAY_SECONDS = 86_400;

const Id = z.string().trim().min(1).max(100);
/** Whole days, rounded up; omitted or null is the default of 100. */
const Days = z
  .number()
  .nullish()
  .transform((days) => Math.ceil(days ?? LINK_LIMITS.defaultDays))
  .pipe(z.number().min(1).max(LINK_LIMITS.maxDays));

const nowOf = (deps: LinksDeps) => deps.now?.() ?? new Date();
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** What a new link to a beneficiary's records is made of. */
type NewLink = {
  orgId: string;
  user: string;
  beneficiary: string;
  /** What the link is for, as `openLinks` lists it. */
  target: { questionnaire: string } | { sequenceId: string };
  questionnaireIds: string[];
  /** Where the beneficiary goes after the records (a sequence's destination). */
  destination?: string;
  tags: string[];
  days: number;
};

/**
 * The remote records of a new link, checked as `AddMeeting` checks records (questionnaires, required tags), and the
 * one-time link to them and then the destination; nothing is written, so the caller writes all of it at once.
 */
const linkedRecords = async (
  { orgId, user, beneficiary, target, questionnaireIds, destination, tags, days }: NewLink,
  deps: LinksDeps,
) => {
  const { meetings } = await recordsToCreate(
    orgId,
    user,
    { beneficiary, questionnaireIds, meetingTags: tags, remote: true },
    deps,
  );
  const now = nowOf(deps);
  const link: Link & { createdAt: string } = {
    jti: randomUUID(),
    orgId,
    beneficiary,
    sequence: [...meetings.map((m) => m.id), ...(destination ? [destination] : [])],
    user,
    expiresAt: seconds(now) + days * DAY_SECONDS,
    createdAt: now.toISOString(),
    ...target,
  };
  return { link, meetings };
};

const AddRemoteInput = z.object({
  beneficiaryID: BeneficiaryId,
  outcomeSetID: Id,
  daysToComplete: Days,
  tags: TagList,
});

/** `Mutation.AddRemoteMeeting`: a record answered through `/jti/{JTI}`, valid for `daysToComplete` days. */
export const addRemoteMeeting = async (
  ctx: RequestContext,
  input: unknown,
  deps: LinksDeps,
): Promise<RemoteMeetingResult> => {
  const { orgId, userId } = await resolveStaffOrganisation(requireStaff(ctx), deps);
  const { beneficiaryID, outcomeSetID, daysToComplete, tags } = parseInput(AddRemoteInput, input);
  const link = await withCurrentBeneficiaryTags(async () => {
    const made = await linkedRecords(
      {
        orgId,
        user: userId,
        beneficiary: beneficiaryID,
        target: { questionnaire: outcomeSetID },
        questionnaireIds: [outcomeSetID],
        tags,
        days: daysToComplete,
      },
      deps,
    );
    await deps.links.putLink(made.link, made.meetings);
    return made.link;
  });
  return { JTI: link.jti };
};

const StartRemoteInput = z.object({
  beneficiaryID: BeneficiaryId,
  sequenceID: Id,
  daysToComplete: Days,
  tags: TagList,
});

/** `Mutation.StartRemoteSequence`: the sequence's records behind one link; its destination comes last. */
export const startRemoteSequence = async (
  ctx: RequestContext,
  input: unknown,
  deps: LinksDeps,
): Promise<string> => {
  const { orgId, userId } = await resolveStaffOrganisation(requireStaff(ctx), deps);
  const { beneficiaryID, sequenceID, daysToComplete, tags } = parseInput(StartRemoteInput, input);
  const { questionnaireIds, destination } = await sequenceQuestionnaires(orgId, sequenceID, deps);
  const link = await withCurrentBeneficiaryTags(async () => {
    const made = await linkedRecords(
      {
        orgId,
        user: userId,
        beneficiary: beneficiaryID,
        target: { sequenceId: sequenceID },
        questionnaireIds,
        destination,
        tags,
        days: daysToComplete,
      },
      deps,
    );
    await deps.links.putLink(made.link, made.meetings);
    return made.link;
  });
  return link.jti;
};

/** A link's records: its sequence without the destination address that may end it. */
const recordIdsOf = (link: Link) => link.sequence.filter((step) => !/^https?:\/\//i.test(step));

/**
 * Whether a link still opens: `expired` once revoked or past its lifetime (or when none of its records is left),
 * `completed` once every record it reaches is complete. `states` maps its records to whether they are incomplete.
 */
const stateOf = (link: Link, nowSeconds: number, states: Map<string, boolean>) => {
  if (link.revokedAt !== undefined || link.expiresAt <= nowSeconds) return 'expired' as const;
  const records = recordIdsOf(link).filter((id) => states.has(id));
  if (records.length === 0) return 'expired' as const;
  return records.every((id) => states.get(id) === false) ? ('completed' as const) : ('open' as const);
};

const linkStateOf = async (link: Link, nowSeconds: number, deps: LinksDeps) =>
  stateOf(link, nowSeconds, await deps.links.recordStates(link.orgId, recordIdsOf(link)));

/**
 * A signed beneficiary token for an open link, living at most 2 hours (`LINK_TOKEN_LIFETIME_SECONDS`), never past
 * the link. `link.expired` once revoked or past, `link.completed` once its records are all complete.
 */
const tokenFor = async (link: Link, deps: LinksDeps): Promise<string> => {
  const now = nowOf(deps);
  const state = await linkStateOf(link, seconds(now), deps);
  if (state === 'expired') throw new AppError('link.expired');
  if (state === 'completed') throw new AppError('link.completed');
  return deps.signToken({
    orgId: link.orgId,
    beneficiaryId: link.beneficiary,
    sequence: link.sequence,
    jti: link.jti,
    expiresAt: linkTokenExpiry(new Date(link.expiresAt * 1000), now),
  });
};

/**
 * `Query.jwt(jti)` (public): the signed beneficiary token of a one-time link. `link.notFound` for an unknown JTI,
 * `link.expired` once it has passed or was revoked, `link.completed` once its records are all complete.
 */
export const linkToken = async (ctx: RequestContext, input: unknown, deps: LinksDeps): Promise<string> => {
  if (ctx.caller.kind === 'staff') throw new AppError('auth.forbidden');
  const { jti } = parseInput(z.object({ jti: Id }), input);
  const link = await deps.links.getLink(jti);
  if (!link) throw new AppError('link.notFound');
  return tokenFor(link, deps);
};

/**
 * `Mutation.RenewLinkToken` (link token only): a fresh token for the caller's own link, so a beneficiary answering
 * for longer than a token lives keeps going, while a token left on a phone dies within 2 hours. Refused as `jwt`
 * refuses the link; the link must be the one the token names, for the same beneficiary and organisation.
 */
export const renewLinkToken = async (ctx: RequestContext, deps: LinksDeps): Promise<string> => {
  const caller = requireBeneficiary(ctx);
  const link = await deps.links.getLink(caller.jti);
  if (!link || link.orgId !== caller.orgId || link.beneficiary !== caller.beneficiaryId) {
    throw new AppError('link.notFound');
  }
  return tokenFor(link, deps);
};

const SummonInput = z.object({
  daysToComplete: Days,
  tags: TagList,
  maxUses: z.number().int().min(1).max(LINK_LIMITS.maxUses).nullish(),
  beneficiaryID: BeneficiaryId.nullish(),
});

const newSummon = async (
  ctx: RequestContext,
  target: { questionnaire: string } | { sequence: string },
  options: z.infer<typeof SummonInput>,
  deps: LinksDeps,
): Promise<string> => {
  const { orgId, userId } = await resolveStaffOrganisation(requireStaff(ctx), deps);
  // Checked now, so a summon whose questionnaires or required tags are wrong is never handed out.
  const questionnaireIds =
    'questionnaire' in target
      ? [target.questionnaire]
      : (await sequenceQuestionnaires(orgId, target.sequence, deps)).questionnaireIds;
  const questionnaires = await Promise.all(
    questionnaireIds.map((id) => deps.questionnaires.getQuestionnaire(orgId, id)),
  );
  if (questionnaires.some((q) => !q)) throw new AppError('questionnaire.notFound');
  checkRequiredTags(questionnaires as Questionnaire[], options.tags);
  const now = nowOf(deps);
  const summon: Summon = {
    id: randomUUID(),
    orgId,
    user: userId,
    ...target,
    tags: options.tags,
    uses: 0,
    // One beneficiary's remote link makes their records once; opening it again hands back the same link.
    ...(options.beneficiaryID ? { maxUses: 1 } : options.maxUses ? { maxUses: options.maxUses } : {}),
    daysToComplete: options.daysToComplete,
    expiresAt: seconds(now) + options.daysToComplete * DAY_SECONDS,
    createdAt: now.toISOString(),
    // One beneficiary's remote link is listed with them before it is first opened, and serves no one else.
    ...(options.beneficiaryID ? { beneficiary: options.beneficiaryID, onlyFor: options.beneficiaryID } : {}),
  };
  await deps.links.putSummon(summon);
  return summon.id;
};

/** `Mutation.NewMeetingSummon`: a reusable link `/smn/{id}`; each use creates a record of the questionnaire. */
export const newMeetingSummon = async (
  ctx: RequestContext,
  input: unknown,
  deps: LinksDeps,
): Promise<string> => {
  const { outcomeSetID, ...options } = parseInput(SummonInput.extend({ outcomeSetID: Id }), input);
  return newSummon(ctx, { questionnaire: outcomeSetID }, options, deps);
};

/** `Mutation.NewSequenceSummon`: as `NewMeetingSummon`, with a sequence's records per use. */
export const newSequenceSummon = async (
  ctx: RequestContext,
  input: unknown,
  deps: LinksDeps,
): Promise<string> => {
  const { sequenceID, ...options } = parseInput(SummonInput.extend({ sequenceID: Id }), input);
  return newSummon(ctx, { sequence: sequenceID }, options, deps);
};

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, either case; undefined when it is not valid base32 of UTF-8 text. */
export const decodeBase32 = (text: string): string | undefined => {
  const upper = text.toUpperCase();
  if (!upper || /[^A-Z2-7]/.test(upper)) return undefined;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of upper) {
    buffer = (buffer << 5) | BASE32.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes));
  } catch {
    return undefined;
  }
};

/** Lowercase unpadded base32, as the client writes a beneficiary prefix. */
export const encodeBase32 = (text: string): string => {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of new TextEncoder().encode(text)) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += BASE32[(buffer >> bits) & 31];
    }
  }
  if (bits > 0) out += BASE32[(buffer << (5 - bits)) & 31];
  return out.toLowerCase();
};

/**
 * A summon code: the summon id, or (exactly 6 hyphen-separated parts) a base32 beneficiary id joined to it.
 * An undecodable prefix is `summon.notFound`.
 */
export const decodeSummonCode = (code: string): { summonId: string; beneficiary?: string } => {
  const parts = code.split('-');
  if (parts.length !== 6) return { summonId: code };
  const beneficiary = decodeBase32(parts[0]!);
  if (!beneficiary) throw new AppError('summon.notFound');
  return { summonId: parts.slice(1).join('-'), beneficiary };
};

const FromSummonInput = z.object({
  summonID: z.string().trim().min(1).max(400),
  beneficiaryID: z.string().nullish(),
});

/**
 * A summon code that named its beneficiary opened again: the link it made for them, while its records are
 * incomplete; `link.completed` once they are all complete (no new blank record), `summon.expired` when that link
 * was revoked or has passed.
 */
const reopened = async (jti: string, nowSeconds: number, deps: LinksDeps): Promise<string> => {
  const link = await deps.links.getLink(jti);
  const state = link ? await linkStateOf(link, nowSeconds, deps) : 'expired';
  if (state === 'expired') throw new AppError('summon.expired');
  if (state === 'completed') throw new AppError('link.completed');
  return jti;
};

/**
 * `Mutation.NewMeetingFromSummon` (public): counts a use of the summon, creates its record(s) for the beneficiary
 * with the summon's tags and returns a one-time link's JTI. `summon.notFound`, `summon.expired` (also once
 * revoked), `summon.exhausted`, then the checks of `AddMeeting` against the questionnaires and sequence as they are
 * now (`questionnaire.notFound`, `sequence.notFound`, `meeting.requiredTags`: they may have changed since the
 * summon was made), all before anything is written; the use, the records and the link are then written together,
 * so a refused or failed use spends nothing. The beneficiary in the code wins over the argument.
 *
 * A code that names its beneficiary is a remote record's link for that one person (spec 01 §5, docs/decisions.md
 * "Single-beneficiary summons"): its first use makes their records, and opening it again hands back the same link
 * (no use is counted) until they are complete, then `link.completed`. A summon used with a typed ID is for many
 * beneficiaries and makes new records on every use until it is exhausted.
 */
export const newMeetingFromSummon = async (
  ctx: RequestContext,
  input: unknown,
  deps: LinksDeps,
): Promise<string> => {
  if (ctx.caller.kind === 'staff') throw new AppError('auth.forbidden');
  const { summonID, beneficiaryID } = parseInput(FromSummonInput, input);
  const { summonId, beneficiary: fromCode } = decodeSummonCode(summonID);
  const { beneficiary } = parseInput(z.object({ beneficiary: BeneficiaryId }), {
    beneficiary: fromCode ?? beneficiaryID ?? undefined,
  });
  const summon = await deps.links.getSummon(summonId);
  // A summon made for one beneficiary is not recognised for anyone else, as an unknown code is not.
  if (!summon || (summon.onlyFor !== undefined && summon.onlyFor !== beneficiary)) {
    throw new AppError('summon.notFound');
  }
  // A use writes records into the organisation: no summon of a suspended one opens, even again.
  await assertWritable(ctx.caller.mutation, summon.orgId, deps.suspensions);
  const named = fromCode !== undefined || summon.onlyFor !== undefined;
  const now = seconds(nowOf(deps));
  // Told before the questionnaires are read, as they were when the use was counted first; the write checks again.
  if (summon.revokedAt !== undefined || summon.expiresAt <= now) throw new AppError('summon.expired');
  if (named) {
    const made = await deps.links.getSummonLink(summonId, beneficiary);
    if (made) return reopened(made, now, deps);
  }
  if (summon.maxUses !== undefined && summon.uses >= summon.maxUses) throw new AppError('summon.exhausted');
  const { questionnaireIds, destination } = summon.sequence
    ? await sequenceQuestionnaires(summon.orgId, summon.sequence, deps)
    : { questionnaireIds: [summon.questionnaire!], destination: undefined };
  return withCurrentBeneficiaryTags(async () => {
    const { link, meetings } = await linkedRecords(
      {
        orgId: summon.orgId,
        user: summon.user,
        beneficiary,
        target: summon.sequence ? { sequenceId: summon.sequence } : { questionnaire: summon.questionnaire! },
        questionnaireIds,
        destination,
        tags: summon.tags,
        days: summon.daysToComplete,
      },
      deps,
    );
    const used = await deps.links.useSummon(summonId, now, link, meetings, named);
    if (used === 'taken') {
      // Another opening of the same code won: its link is the beneficiary's.
      const made = await deps.links.getSummonLink(summonId, beneficiary);
      if (!made) throw new Error('A summon use was refused for a beneficiary link that is not there');
      return reopened(made, now, deps);
    }
    if (used !== 'used') throw new AppError(`summon.${used}`);
    return link.jti;
  });
};

const StatusInput = FromSummonInput.pick({ summonID: true });

/** `decodeSummonCode`, with an undecodable prefix as no code at all. */
const readSummonCode = (code: string) => {
  try {
    return decodeSummonCode(code);
  } catch (error) {
    if (error instanceof AppError && error.code === 'summon.notFound') return undefined;
    throw error;
  }
};

/**
 * `Query.summonStatus` (public, callable as `NewMeetingFromSummon` is): what using the code would meet, in the
 * same order of checks, without counting a use or writing anything, so /smn/{id} can say a link is unknown,
 * expired or exhausted before it asks for an ID. It answers the status alone: nothing of the summon's
 * organisation, questionnaires, tags or uses. A code without a beneficiary of a summon made for one person is
 * NOT_FOUND, as its use by anyone but them is. A code naming its beneficiary whose link was made already is OPEN
 * while that link is (its use hands it back; a completed one is then told by the use).
 */
export const summonStatus = async (
  ctx: RequestContext,
  input: unknown,
  deps: LinksDeps,
): Promise<SummonStatus> => {
  if (ctx.caller.kind === 'staff') throw new AppError('auth.forbidden');
  const { summonID } = parseInput(StatusInput, input);
  const code = readSummonCode(summonID);
  const summon = code && (await deps.links.getSummon(code.summonId));
  if (!code || !summon || (summon.onlyFor !== undefined && summon.onlyFor !== code.beneficiary)) {
    return 'NOT_FOUND';
  }
  const now = seconds(nowOf(deps));
  if (summon.revokedAt !== undefined || summon.expiresAt <= now) return 'EXPIRED';
  if (code.beneficiary !== undefined) {
    const made = await deps.links.getSummonLink(code.summonId, code.beneficiary);
    if (made !== undefined) {
      const link = await deps.links.getLink(made);
      return link && (await linkStateOf(link, now, deps)) !== 'expired' ? 'OPEN' : 'EXPIRED';
    }
  }
  if (summon.maxUses !== undefined && summon.uses >= summon.maxUses) return 'EXHAUSTED';
  return 'OPEN';
};

/** Whether a summon can still be used at `nowSeconds`: not revoked (A19 holds none), expired or exhausted. */
const summonOpen = (summon: Summon, nowSeconds: number) =>
  summon.revokedAt === undefined &&
  summon.expiresAt > nowSeconds &&
  (summon.maxUses === undefined || summon.uses < summon.maxUses);

/** The organisation's links that still open, with the states of the one-time links' records, newest first. */
const openLinksOf = async (orgId: string, deps: LinksDeps) => {
  const now = seconds(nowOf(deps));
  const listed = await deps.links.listOrganisationLinks(orgId);
  const links = listed.flatMap((entry) => (entry.kind === 'link' ? [entry.link] : []));
  const states = await deps.links.recordStates(orgId, links.flatMap(recordIdsOf));
  const open = listed.filter((entry) =>
    entry.kind === 'link' ? stateOf(entry.link, now, states) === 'open' : summonOpen(entry.summon, now),
  );
  return { open, states };
};

const iso = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();

const toOpenLink = (
  entry: OrganisationLink,
  states: Map<string, boolean>,
  names: Map<string, string>,
): OpenLink => {
  if (entry.kind === 'summon') {
    const { summon } = entry;
    return {
      id: summon.id,
      kind: 'SUMMON',
      createdBy: summon.user,
      createdByName: names.get(summon.user) ?? '',
      beneficiary: summon.beneficiary ?? null,
      questionnaire: summon.questionnaire ?? null,
      sequence: summon.sequence ?? null,
      created: summon.createdAt,
      expires: iso(summon.expiresAt),
      uses: summon.uses,
      maxUses: summon.maxUses ?? null,
    };
  }
  const { link } = entry;
  const records = recordIdsOf(link).filter((id) => states.has(id));
  return {
    id: link.jti,
    kind: 'ONE_TIME',
    createdBy: link.user,
    createdByName: names.get(link.user) ?? '',
    beneficiary: link.beneficiary,
    questionnaire: link.questionnaire ?? null,
    sequence: link.sequenceId ?? null,
    // Listed links all have it: A19 only holds links written with it.
    created: link.createdAt ?? iso(link.expiresAt),
    expires: iso(link.expiresAt),
    // A one-time link is used up as its records are completed.
    uses: records.filter((id) => states.get(id) === false).length,
    maxUses: records.length,
  };
};

const memberNames = async (orgId: string, deps: LinksDeps) => {
  const found = await deps.members.getOrganisationWithMembers(orgId);
  return new Map((found?.members ?? []).map((member) => [member.userId, member.userName]));
};

const OpenLinksInput = z.object({ beneficiary: BeneficiaryId.nullish() });

/**
 * `Query.openLinks(beneficiary)`: the active organisation's one-time links and summons that still open (A19),
 * newest first, with the names of the members who made them; `beneficiary` keeps those for that beneficiary.
 */
export const openLinks = async (
  ctx: RequestContext,
  input: unknown,
  deps: LinksDeps,
): Promise<OpenLink[]> => {
  const { orgId } = await resolveStaffOrganisation(requireStaff(ctx), deps);
  const { beneficiary } = parseInput(OpenLinksInput, input);
  const [{ open, states }, names] = await Promise.all([openLinksOf(orgId, deps), memberNames(orgId, deps)]);
  return open
    .map((entry) => toOpenLink(entry, states, names))
    .filter((link) => beneficiary == null || link.beneficiary === beneficiary);
};

/**
 * `Mutation.RevokeLink(id)`: ends an open one-time link (its JTI) or summon (its id) of the active organisation;
 * it then opens as expired. The item stays, so it is told apart from a link that never was. `link.notFound` for
 * an id of another organisation, or a link already revoked or past its lifetime.
 */
export const revokeLink = async (ctx: RequestContext, input: unknown, deps: LinksDeps): Promise<boolean> => {
  const { orgId } = await resolveStaffOrganisation(requireStaff(ctx), deps);
  const { id } = parseInput(z.object({ id: Id }), input);
  const now = nowOf(deps);
  const [link, summon] = await Promise.all([deps.links.getLink(id), deps.links.getSummon(id)]);
  const at = now.toISOString();
  if (link?.orgId === orgId && link.expiresAt > seconds(now)) {
    if (await deps.links.revokeLink(orgId, id, at)) return true;
  }
  if (summon?.orgId === orgId && summon.expiresAt > seconds(now)) {
    if (await deps.links.revokeSummon(orgId, id, at)) return true;
  }
  throw new AppError('link.notFound');
};

/**
 * `Mutation.RevokeLinksOf(userID)`: revokes every link and summon the user made that still opens in the active
 * organisation (the ones `openLinks` lists as theirs), e.g. when they are removed; returns how many. Links belong
 * to the organisation, so removing a member leaves them open unless someone chooses this.
 */
export const revokeLinksOf = async (
  ctx: RequestContext,
  input: unknown,
  deps: LinksDeps,
): Promise<number> => {
  const { orgId } = await resolveStaffOrganisation(requireStaff(ctx), deps);
  const { userID } = parseInput(z.object({ userID: Id }), input);
  const at = nowOf(deps).toISOString();
  const { open } = await openLinksOf(orgId, deps);
  const theirs = open.filter(
    (entry) => (entry.kind === 'link' ? entry.link.user : entry.summon.user) === userID,
  );
  const revoked = await Promise.all(
    theirs.map((entry) =>
      entry.kind === 'link'
        ? deps.links.revokeLink(orgId, entry.link.jti, at)
        : deps.links.revokeSummon(orgId, entry.summon.id, at),
    ),
  );
  return revoked.filter(Boolean).length;
};
