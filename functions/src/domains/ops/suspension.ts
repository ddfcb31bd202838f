import { AppError } from '#core/app-error.ts';
import { organisationSuspended } from '#domains/organisations/organisations.repository.ts';

import { SUSPENSION_EXEMPT } from './suspension-exempt.ts';

export { SUSPENSION_EXEMPT };

/** Whether the mutation being resolved writes the organisation's data (queries never do). */
export const writesOrganisation = (mutation: string | undefined): mutation is string =>
  mutation !== undefined && !(mutation in SUSPENSION_EXEMPT) && !mutation.startsWith('ops');

/** How the guard learns that an organisation is suspended; a fake stands in for it in service tests. */
export type SuspensionReader = { isSuspended(orgId: string): Promise<boolean> };

export const organisationSuspensions: SuspensionReader = {
  isSuspended: organisationSuspended,
};

/**
 * The one suspension guard. It runs where each caller's organisation is settled — `readAsStaff` for every
 * org-scoped staff field, the link-token record gate, a summon's use and an invite's acceptance — so a mutation
 * cannot act in an organisation without passing it. A query, or an exempt mutation, reads nothing.
 */
export const assertWritable = async (
  mutation: string | undefined,
  orgId: string,
  reader: SuspensionReader = organisationSuspensions,
): Promise<void> => {
  if (!writesOrganisation(mutation)) return;
  if (await reader.isSuspended(orgId)) throw new AppError('organisation.suspended');
};
