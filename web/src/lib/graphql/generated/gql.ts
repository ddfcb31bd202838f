/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query GetOrganisation {\n    organisation {\n      id\n      name\n      plugins {\n        id\n      }\n    }\n  }\n": typeof types.GetOrganisationDocument,
    "\n  query GetOrganisations($limit: Int) {\n    organisations(limit: $limit) {\n      id\n      name\n    }\n  }\n": typeof types.GetOrganisationsDocument,
    "\n  query GetSelf {\n    self {\n      id\n      email\n      profile {\n        id\n        name\n      }\n      settings {\n        unsubscribed\n        notifyOnRemote\n        language\n      }\n    }\n  }\n": typeof types.GetSelfDocument,
    "\n  mutation SetActiveOrganisation($orgID: ID!) {\n    SetActiveOrganisation(orgID: $orgID)\n  }\n": typeof types.SetActiveOrganisationDocument,
    "\n  mutation AddOrg($name: String!, $organisation: String!, $email: String!, $password: String!) {\n    AddOrg(name: $name, organisation: $organisation, email: $email, password: $password) {\n      id\n    }\n  }\n": typeof types.AddOrgDocument,
    "\n  query ClientTestOrganisations($limit: Int) {\n    organisations(limit: $limit) {\n      id\n      name\n    }\n  }\n": typeof types.ClientTestOrganisationsDocument,
};
const documents: Documents = {
    "\n  query GetOrganisation {\n    organisation {\n      id\n      name\n      plugins {\n        id\n      }\n    }\n  }\n": types.GetOrganisationDocument,
    "\n  query GetOrganisations($limit: Int) {\n    organisations(limit: $limit) {\n      id\n      name\n    }\n  }\n": types.GetOrganisationsDocument,
    "\n  query GetSelf {\n    self {\n      id\n      email\n      profile {\n        id\n        name\n      }\n      settings {\n        unsubscribed\n        notifyOnRemote\n        language\n      }\n    }\n  }\n": types.GetSelfDocument,
    "\n  mutation SetActiveOrganisation($orgID: ID!) {\n    SetActiveOrganisation(orgID: $orgID)\n  }\n": types.SetActiveOrganisationDocument,
    "\n  mutation AddOrg($name: String!, $organisation: String!, $email: String!, $password: String!) {\n    AddOrg(name: $name, organisation: $organisation, email: $email, password: $password) {\n      id\n    }\n  }\n": types.AddOrgDocument,
    "\n  query ClientTestOrganisations($limit: Int) {\n    organisations(limit: $limit) {\n      id\n      name\n    }\n  }\n": types.ClientTestOrganisationsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetOrganisation {\n    organisation {\n      id\n      name\n      plugins {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').GetOrganisationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetOrganisations($limit: Int) {\n    organisations(limit: $limit) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').GetOrganisationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetSelf {\n    self {\n      id\n      email\n      profile {\n        id\n        name\n      }\n      settings {\n        unsubscribed\n        notifyOnRemote\n        language\n      }\n    }\n  }\n"): typeof import('./graphql').GetSelfDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetActiveOrganisation($orgID: ID!) {\n    SetActiveOrganisation(orgID: $orgID)\n  }\n"): typeof import('./graphql').SetActiveOrganisationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddOrg($name: String!, $organisation: String!, $email: String!, $password: String!) {\n    AddOrg(name: $name, organisation: $organisation, email: $email, password: $password) {\n      id\n    }\n  }\n"): typeof import('./graphql').AddOrgDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientTestOrganisations($limit: Int) {\n    organisations(limit: $limit) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').ClientTestOrganisationsDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
