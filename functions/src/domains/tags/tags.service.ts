import * as z from 'zod';

import { requireStaff } from '#core/auth-context.ts';
import type { RequestContext } from '#core/auth-context.ts';
import { parseInput } from '#core/validation.ts';
import type { BeneficiariesRepository } from '#domains/beneficiaries/beneficiaries.repository.ts';
import type { RecordsRepository } from '#domains/records/records.repository.ts';
import { BeneficiaryId } from '#domains/beneficiaries/beneficiaries.service.ts';
import { resolveStaffOrganisation } from '#domains/users/users.service.ts';
import type { StaffOrganisationDeps } from '#domains/users/users.service.ts';

import { byLabel } from './tag-list.ts';
import type { TagsRepository } from './tags.repository.ts';

export type TagsDeps = StaffOrganisationDeps & {
  tags: TagsRepository;
  beneficiaries: Pick<BeneficiariesRepository, 'getBeneficiary'>;
  /** Records carry tags too; without it suggestions use beneficiary and organisation tags only. */
  records?: Pick<RecordsRepository, 'listBeneficiaryRecords' | 'recentQuestionnaireTags'>;
};

/** Complete records of a questionnaire whose tags `suggestQuestionnaireTags` offers first: the latest ones. */
export const SUGGESTION_RECORDS = 100;

const staffOrganisation = async (ctx: RequestContext, deps: StaffOrganisationDeps) =>
  (await resolveStaffOrganisation(requireStaff(ctx), deps)).orgId;

/** `Query.tags`: every tag of the organisation, sorted for people. */
export const listTags = async (ctx: RequestContext, deps: TagsDeps): Promise<string[]> =>
  (await deps.tags.listTags(await staffOrganisation(ctx, deps))).sort(byLabel);

/** `first` in its order, then the rest of `others` sorted, without repeats. */
const firstThenSorted = (first: string[], others: string[]): string[] => {
  const seen = new Set(first);
  return [...first, ...others.filter((tag) => !seen.has(tag)).sort(byLabel)];
};

/**
 * `Query.suggestTags(beneficiary)`: tags to offer when recording for a beneficiary — the beneficiary's own tags
 * and the tags of its records first, then the organisation's. An unknown beneficiary (a new one being typed)
 * gets the organisation's tags.
 */
export const suggestTags = async (ctx: RequestContext, input: unknown, deps: TagsDeps): Promise<string[]> => {
  const orgId = await staffOrganisation(ctx, deps);
  const { beneficiary } = parseInput(z.object({ beneficiary: BeneficiaryId }), input);
  const [own, all, records] = await Promise.all([
    deps.beneficiaries.getBeneficiary(orgId, beneficiary),
    deps.tags.listTags(orgId),
    deps.records?.listBeneficiaryRecords(orgId, beneficiary) ?? [],
  ]);
  const recordTags = records.flatMap((record) => record.meetingTags).sort(byLabel);
  return firstThenSorted([...new Set([...(own?.tags ?? []), ...recordTags])], all);
};

/**
 * `Query.suggestQuestionnaireTags(questionnaire)`: the tags of the questionnaire's `SUGGESTION_RECORDS` latest
 * complete records first, then the rest of the organisation's tags, each group sorted.
 */
export const suggestQuestionnaireTags = async (
  ctx: RequestContext,
  input: unknown,
  deps: TagsDeps,
): Promise<string[]> => {
  const orgId = await staffOrganisation(ctx, deps);
  const { questionnaire } = parseInput(z.object({ questionnaire: z.string().trim().min(1).max(100) }), input);
  const [all, recent] = await Promise.all([
    deps.tags.listTags(orgId),
    deps.records?.recentQuestionnaireTags(orgId, questionnaire, SUGGESTION_RECORDS) ?? [],
  ]);
  const used = [...new Set(recent.flat())].sort(byLabel);
  return firstThenSorted(used, all);
};
