import { callGraphql } from './graphql-call.ts';

/** Spec 01 §3 sign-up: a new user and their organisation, in one anonymous call. */
export const ADD_ORG = `mutation AddOrg($name: String!, $organisation: String!, $email: String!, $password: String!) {
  AddOrg(name: $name, organisation: $organisation, email: $email, password: $password) { id }
}`;

export type NewAccount = { name: string; organisation: string; email: string; password: string };

/** Signs `account` up on a local stack, as the demo seeding and the benchmarks do; the organisation's id. */
export async function addOrg(url: string, account: NewAccount): Promise<string> {
  const { AddOrg } = await callGraphql<{ AddOrg: { id: string } }>(url, 'anonymous', ADD_ORG, { ...account });
  return AddOrg.id;
}
