import { randomUUID } from 'node:crypto';

import { z } from 'zod';

import { AppError } from '#core/app-error.ts';
import { requireStaff } from '#core/auth-context.ts';
import type { RequestContext } from '#core/auth-context.ts';
import type { LinkTokenClaims } from '#core/link-token.ts';
import { parseInput } from '#core/validation.ts';
import { BeneficiaryId } from '#domains/beneficiaries/beneficiaries.service.ts';
import type { Questionnaire } from '#domains/questionnaires/questionnaires.repository.ts';
import {
  checkRequiredTags,
  recordsToCreate,
  sequenceQuestionnaires,
} from '#domains/records/records.service.ts';
import { withCurrentBeneficiaryTags } from '#domains/records/beneficiary-tags-changed.ts';
import type { RecordsDeps } from '#domains/records/records.service.ts';
import { TagList } from '#domains/tags/tag-list.ts';
import { resolveStaffOrganisation } from '#domains/users/users.service.ts';
import type { RemoteMeetingResult } from '../../graphql/generated/schema-types.ts';

import type { Link, LinksRepository, Summon } from './links.repository.ts';

export type LinksDeps = RecordsDeps & {
  links: LinksRepository;
  signToken: (claims: LinkTokenClaims) => Promise<string>;
};

/** Link limits (docs/api-errors.md). */
export const LINK_LIMITS = {
  /** Default lifetime of a link, in days (spec 01 §9). */
  defaultDays: 100,
  /** Longest lifetime: ten years; the client asks for 365 days. */
  maxDays: 3650,
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
  { orgId, user, beneficiary, questionnaireIds, destination, tags, days }: NewLink,
  deps: LinksDeps,
) => {
  const { meetings } = await recordsToCreate(
    orgId,
    user,
    { beneficiary, questionnaireIds, meetingTags: tags, remote: true },
    deps,
  );
  const link: Link = {
    jti: randomUUID(),
    orgId,
    beneficiary,
    sequence: [...meetings.map((m) => m.id), ...(destination ? [destination] : [])],
    user,
    expiresAt: seconds(nowOf(deps)) + days * DAY_SECONDS,
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

/**
 * `Query.jwt(jti)` (public): the signed beneficiary token of a one-time link, expiring with it.
 * `link.notFound` for an unknown JTI, `link.expired` once it has passed.
 */
export const linkToken = async (ctx: RequestContext, input: unknown, deps: LinksDeps): Promise<string> => {
  if (ctx.caller.kind === 'staff') throw new AppError('auth.forbidden');
  const { jti } = parseInput(z.object({ jti: Id }), input);
  const link = await deps.links.getLink(jti);
  if (!link) throw new AppError('link.notFound');
  if (link.expiresAt <= seconds(nowOf(deps))) throw new AppError('link.expired');
  return deps.signToken({
    orgId: link.orgId,
    beneficiaryId: link.beneficiary,
    sequence: link.sequence,
    jti: link.jti,
    expiresAt: new Date(link.expiresAt * 1000),
  });
};

const SummonInput = z.object({
  daysToComplete: Days,
  tags: TagList,
  maxUses: z.number().int().min(1).max(LINK_LIMITS.maxUses).nullish(),
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
    ...(options.maxUses ? { maxUses: options.maxUses } : {}),
    daysToComplete: options.daysToComplete,
    expiresAt: seconds(now) + options.daysToComplete * DAY_SECONDS,
    createdAt: now.toISOString(),
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
 * `Mutation.NewMeetingFromSummon` (public): counts a use of the summon, creates its record(s) for the beneficiary
 * with the summon's tags and returns a one-time link's JTI. `summon.notFound`, `summon.expired`,
 * `summon.exhausted`, then the checks of `AddMeeting` against the questionnaires and sequence as they are now
 * (`questionnaire.notFound`, `sequence.notFound`, `meeting.requiredTags`: they may have changed since the summon
 * was made), all before anything is written; the use, the records and the link are then written together, so a
 * refused or failed use spends nothing. The beneficiary in the code wins over the argument.
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
  if (!summon) throw new AppError('summon.notFound');
  const now = seconds(nowOf(deps));
  // Told before the questionnaires are read, as they were when the use was counted first; the write checks again.
  if (summon.expiresAt <= now) throw new AppError('summon.expired');
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
        questionnaireIds,
        destination,
        tags: summon.tags,
        days: summon.daysToComplete,
      },
      deps,
    );
    const used = await deps.links.useSummon(summonId, now, link, meetings);
    if (used !== 'used') throw new AppError(`summon.${used}`);
    return link.jti;
  });
};
