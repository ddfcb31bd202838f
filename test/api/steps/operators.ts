import { inject } from 'vitest';
import type { OperatorDirectory } from '../../../functions/src/domains/ops/operator-directory.ts';
import { OPERATORS_GROUP } from '../../../functions/src/domains/ops/operators-group.ts';
import { operatorsRepository } from '../../../functions/src/domains/ops/operators.repository.ts';
import { addOperator, removeOperator } from '../../../functions/src/domains/ops/operators.service.ts';
import { cognitoCall, logInTokens } from './cognito.ts';
import { gql, type GraphqlResponse } from './graphql.ts';
import { aSignedUpUser, type SignedUp } from './sign-up.ts';

export const OPS_ORGANISATION_FIELDS = `id name created members records lastActivity plugins { id } suspended
  suspension { reason at operatorId operatorEmail }
  patron { patron provider manual { reason at operatorId operatorEmail } }`;
export const AUDIT_FIELDS = 'id at action orgId orgName plugin reason operatorId operatorEmail via';

export const OPS_ORGANISATIONS = `query List($search: String, $limit: Int, $nextToken: String) {
  opsOrganisations(search: $search, limit: $limit, nextToken: $nextToken) {
    organisations { ${OPS_ORGANISATION_FIELDS} } nextToken } }`;
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

/** An admin call to the local Cognito that must succeed. */
async function admin<T>(target: string, payload: Record<string, unknown>): Promise<T> {
  const { status, body } = await cognitoCall<T>(target, { UserPoolId: inject('userPoolId'), ...payload });
  if (status !== 200) throw new Error(`${target} failed (${status}): ${JSON.stringify(body)}`);
  return body;
}

/** The command line's user pool calls, made to the API tests' local Cognito. */
const localDirectory: OperatorDirectory = {
  async findUser(email) {
    const { status, body } = await cognitoCall<{ UserAttributes?: { Name: string; Value: string }[] }>(
      'AdminGetUser',
      { UserPoolId: inject('userPoolId'), Username: email },
    );
    const sub = body.UserAttributes?.find(({ Name }) => Name === 'sub')?.Value;
    return status === 200 && sub ? { userId: sub } : undefined;
  },
  addToGroup: (email) => admin('AdminAddUserToGroup', { Username: email, GroupName: OPERATORS_GROUP }),
  removeFromGroup: (email) =>
    admin('AdminRemoveUserFromGroup', { Username: email, GroupName: OPERATORS_GROUP }),
  signOutEverywhere: (email) => admin('AdminUserGlobalSignOut', { Username: email }),
};

const operatorAdmin = { directory: localDirectory, operators: operatorsRepository };

/** Makes the user an operator as `npm run ops -- operator add` does (group and record), and signs them in again. */
export async function makeOperator(email: string, password: string) {
  if ((await addOperator(email, operatorAdmin)) !== 'added') throw new Error(`no user ${email}`);
  // The group reaches the API in the ID token, so only a new sign-in carries it.
  return logInTokens(email, password);
}

/** Ends the user's operator access as `npm run ops -- operator remove` does; their tokens are left to the test. */
export async function unmakeOperator(email: string) {
  if ((await removeOperator(email, operatorAdmin)) !== 'removed') throw new Error(`no user ${email}`);
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
