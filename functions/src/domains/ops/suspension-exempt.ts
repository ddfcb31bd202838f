/**
 * Dependency-free, so the API tests can enumerate the schema against it.
 *
 * Mutations a suspended organisation's members (and its links) may still call, with why (docs/decisions.md,
 * "Suspended organisations"). Every other mutation that acts in an organisation is refused there with
 * `organisation.suspended`; test/security/tenant-isolation.test.ts calls every Mutation of the schema in a
 * suspended organisation to hold this list to account.
 */
export const SUSPENSION_EXEMPT: Readonly<Record<string, string>> = {
  AddOrg: 'sign-up makes a new organisation, not a write into a suspended one',
  SetActiveOrganisation: "the user's own account: they may switch to another organisation",
  UpdateSelf: "the user's own account (name, email settings), shared by all their organisations",
  Unsubscribe: "stopping emails must always work; it writes the user's own settings",
  RecordUsage: "the operators' own measure of activity, not the organisation's data",
  RenewLinkToken: 'writes nothing: a fresh token for a link; answering with it is refused',
  VerifyEmail: "anonymous only: verifies an account's email, not a write into any organisation",
  ResendVerificationEmail: 'anonymous only: emails a verification link, not a write into any organisation',
};
