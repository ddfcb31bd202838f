import type { RequestContext } from '#core/auth-context.ts';
import { requireStaff } from '#core/auth-context.ts';
import { resolveStaffOrganisation } from '#domains/users/users.service.ts';
import type { StaffOrganisationDeps } from '#domains/users/users.service.ts';

import type { UsageRepository } from './usage.repository.ts';

export type UsageDeps = StaffOrganisationDeps & { usage: UsageRepository; now?: () => Date };

/** Usage events are kept 400 days. */
export const USAGE_RETENTION_SECONDS = 400 * 24 * 3600;

/**
 * `Mutation.RecordUsage`: the web app calls it once per staff session; one event per call, in the caller's active
 * organisation. Beneficiaries are refused (`auth.forbidden`): their answering is not usage of the product.
 */
export const recordUsage = async (ctx: RequestContext, deps: UsageDeps): Promise<boolean> => {
  const { orgId, userId } = await resolveStaffOrganisation(requireStaff(ctx), deps);
  const now = deps.now?.() ?? new Date();
  await deps.usage.recordUsage({
    orgId,
    userId,
    at: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + USAGE_RETENTION_SECONDS,
  });
  return true;
};
