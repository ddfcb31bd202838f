import * as z from 'zod';

import { AppError } from '#core/app-error.ts';
import { requireStaff } from '#core/auth-context.ts';
import type { RequestContext } from '#core/auth-context.ts';
import { parseInput } from '#core/validation.ts';
import { applyBeneficiaryTags, type BeneficiaryTagsDeps } from '#domains/records/record-tags.ts';
import { normaliseLabel } from '#domains/tags/label-text.ts';
import { TagList } from '#domains/tags/tag-list.ts';
import { resolveStaffOrganisation } from '#domains/users/users.service.ts';
import type { StaffOrganisationDeps } from '#domains/users/users.service.ts';

import type { Beneficiary, BeneficiariesRepository } from './beneficiaries.repository.ts';

export type BeneficiariesDeps = StaffOrganisationDeps &
  BeneficiaryTagsDeps & { beneficiaries: BeneficiariesRepository };

/** Longest beneficiary id: organisations type their own references (initials, case numbers), not prose. */
export const MAX_BENEFICIARY_ID_LENGTH = 100;

/**
 * A beneficiary id as typed, stored and compared normalised (`normaliseLabel`: NFC, no invisible characters,
 * trimmed), then required and at most `MAX_BENEFICIARY_ID_LENGTH` characters. Every input that names a beneficiary
 * goes through it, so the same ID typed on two phones is one beneficiary.
 */
export const BeneficiaryId = z
  .string()
  .transform(normaliseLabel)
  .pipe(z.string().min(1).max(MAX_BENEFICIARY_ID_LENGTH));

const staffOrganisation = async (ctx: RequestContext, deps: StaffOrganisationDeps) =>
  (await resolveStaffOrganisation(requireStaff(ctx), deps)).orgId;

/** `Query.beneficiaries`: ids of the organisation's beneficiaries, in id order. */
export const listBeneficiaries = async (ctx: RequestContext, deps: BeneficiariesDeps): Promise<string[]> =>
  deps.beneficiaries.listBeneficiaryIds(await staffOrganisation(ctx, deps));

/** `Query.beneficiary(id)`: one beneficiary of the organisation, else `beneficiary.notFound`. */
export const getBeneficiary = async (
  ctx: RequestContext,
  input: unknown,
  deps: BeneficiariesDeps,
): Promise<Beneficiary> => {
  const orgId = await staffOrganisation(ctx, deps);
  const { id } = parseInput(z.object({ id: BeneficiaryId }), input);
  const beneficiary = await deps.beneficiaries.getBeneficiary(orgId, id);
  if (!beneficiary) throw new AppError('beneficiary.notFound');
  return beneficiary;
};

const EditTagsInput = z.object({ id: BeneficiaryId, tags: TagList });

/**
 * `Mutation.EditBeneficiaryTags(id, tags)`: sets the beneficiary's tags (tidied by `TagList`), creating the
 * beneficiary when it has none yet; its new tags join the organisation's tag list. Beneficiary tags apply to all of
 * the beneficiary's records, earlier ones included (`applyBeneficiaryTags`).
 */
export const editBeneficiaryTags = async (
  ctx: RequestContext,
  input: unknown,
  deps: BeneficiariesDeps,
): Promise<Beneficiary> => {
  const orgId = await staffOrganisation(ctx, deps);
  const { id, tags } = parseInput(EditTagsInput, input);
  // The records before the beneficiary: if this fails part way, the form still shows the old tags, and saving
  // again finishes the rest. A record made meanwhile takes the tags the beneficiary had, hence the second pass.
  await applyBeneficiaryTags(orgId, id, tags, deps);
  await deps.beneficiaries.setBeneficiaryTags(orgId, id, tags);
  await applyBeneficiaryTags(orgId, id, tags, deps);
  return { id, tags };
};
