import { z } from 'zod';

import { requireStaff } from '#core/auth-context.ts';
import type { RequestContext } from '#core/auth-context.ts';
import { parseInput } from '#core/validation.ts';
import type { BeneficiariesRepository } from '#domains/beneficiaries/beneficiaries.repository.ts';
import { BeneficiaryId } from '#domains/beneficiaries/beneficiaries.service.ts';
import { resolveStaffOrganisation } from '#domains/users/users.service.ts';
import type { StaffOrganisationDeps } from '#domains/users/users.service.ts';

import { byLabel } from './tag-list.ts';
import type { TagsRepository } from './tags.repository.ts';

export type TagsDeps = StaffOrganisationDeps & {
  tags: TagsRepository;
  beneficiaries: Pick<BeneficiariesRepository, 'getBeneficiary'>;
};

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
 * first, then the organisation's. An unknown beneficiary (a new one being typed) gets the organisation's tags.
 * When records exist (issue 4) the tags of the beneficiary's records join the first group.
 */
export const suggestTags = async (ctx: RequestContext, input: unknown, deps: TagsDeps): Promise<string[]> => {
  const orgId = await staffOrganisation(ctx, deps);
  const { beneficiary } = parseInput(z.object({ beneficiary: BeneficiaryId }), input);
  const [own, all] = await Promise.all([
    deps.beneficiaries.getBeneficiary(orgId, beneficiary),
    deps.tags.listTags(orgId),
  ]);
  return firstThenSorted(own?.tags ?? [], all);
};

/**
 * `Query.suggestQuestionnaireTags(questionnaire)`: tags used with a questionnaire. Records, which carry those
 * tags, arrive in issue 4; until then this is the organisation's tag list, sorted.
 */
export const suggestQuestionnaireTags = async (
  ctx: RequestContext,
  input: unknown,
  deps: TagsDeps,
): Promise<string[]> => {
  const orgId = await staffOrganisation(ctx, deps);
  parseInput(z.object({ questionnaire: z.string().trim().min(1).max(100) }), input);
  return (await deps.tags.listTags(orgId)).sort(byLabel);
};
