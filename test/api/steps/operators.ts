import { inject } from 'vitest';
import { OPERATORS_GROUP } from '../../../functions/src/domains/ops/operators-group.ts';
import { cognitoCall, logInTokens } from './cognito.ts';
import { gql, type GraphqlResponse } from './graphql.ts';
import { aSignedUpUser, type SignedUp } from './sign-up.ts';

export const OPS_ORGANISATION_FIELDS = `id name created members records lastActivity plugins { id } suspended
  suspension { reason at operatorId operatorEmail }
  patron { patron provider manual { reason at operatorId operatorEmail } }`;
export const AUDIT_FIELDS = 'id at action orgId orgName plugin reason operatorId operatorEmail via';

export const OPS_ORGANISATIONS = `query List($search: String) { opsOrganisations(search: $search) { ${OPS_ORGANISATION_FIELDS} } }`;
export const OPS_ORGANISATION = `query One($id: ID!, $weeks: Int) { opsOrganisation(id: $id, weeks: $weeks) {
  organisation { ${OPS_ORGANISATION_FIELDS} } users { id name active } usage { week records activeUsers sessions }
  audit { ${AUDIT_FIELDS} } } }`;
export const OPS_AUDIT = `query Audit($orgId: ID, $limit: Int) { opsAudit(orgId: $orgId, limit: $limit) { ${AUDIT_FIELDS} } }`;
export const OPS_SET_PLUGIN = `mutation Plugin($orgId: ID!, $plugin: String!, $enabled: Boolean!, $reason: String!) {
  opsSetPlugin(orgId: $orgId, plugin: $plugin, enabled: $enabled, reason: $reason) { ${OPS_ORGANISATION_FIELDS} } }`;
export const OPS_SET_PATRON = `mutation Patron($orgId: ID!, $patron: Boolean!, $reason: String!) {
  opsSetPatron(orgId: $orgId, patron: $patron, reason: $reason) { ${OPS_ORGANISATION_FIELDS} } }`;
export const OPS_SUSPEND = `mutation Suspend($orgId: ID!, $reason: String!) {
  opsSuspend(orgId: $orgId, reason: $reason) { ${OPS_ORGANISATION_FIELDS} } }`;
export const OPS_RESTORE = `mutation Restore($orgId: ID!, $reason: String!) {
  opsRestore(orgId: $orgId, reason: $reason) { ${OPS_ORGANISATION_FIELDS} } }`;

/** Adds the user to the pool's operators group, as `npm run ops -- operator add` does, and signs them in again. */
export async function makeOperator(email: string, password: string) {
  const { status, body } = await cognitoCall('AdminAddUserToGroup', {
    UserPoolId: inject('userPoolId'),
    Username: email,
    GroupName: OPERATORS_GROUP,
  });
  if (status !== 200) throw new Error(`AdminAddUserToGroup failed (${status}): ${JSON.stringify(body)}`);
  // The group reaches the API in the ID token, so only a new sign-in carries it.
  return logInTokens(email, password);
}

/** Given an operator: a staff user (with an organisation of their own) in the operators group. */
export async function anOperator(): Promise<SignedUp & { token: string }> {
  const signedUp = await aSignedUpUser();
  const tokens = await makeOperator(signedUp.account.email, signedUp.account.password);
  return { ...signedUp, tokens, token: tokens.IdToken };
}

/** Runs an operator mutation and fails the test set-up if it is refused. */
export async function asOperator<T>(
  token: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<GraphqlResponse<T>> {
  const response = await gql<T>(query, variables, token);
  if (response.errors) throw new Error(`operator call failed: ${JSON.stringify(response.errors)}`);
  return response;
}
