import { Router } from '@aws-lambda-powertools/event-handler/appsync-graphql';

import { contextFrom } from '#core/auth-context.ts';
import {
  sendVerificationEmailOrLog,
  verificationMailDeps,
} from '#domains/users/email-verification.service.ts';
import { usersRepository } from '#domains/users/users.repository.ts';
import type {
  MutationAddOrgArgs,
  MutationSetOrganisationBrandingArgs,
  MutationRemoveUserArgs,
  MutationSetActiveOrganisationArgs,
  MutationUpdateOrgSettingArgs,
  QueryOrganisationsArgs,
} from '../../graphql/generated/schema-types.ts';

import { brandingRepository } from './branding.repository.ts';
import {
  clearOrganisationBranding,
  getOrganisationBranding,
  setOrganisationBranding,
} from './branding.service.ts';
import type { BrandingDeps } from './branding.service.ts';
import { cognitoIdentityProvider } from './identity-provider.ts';
import { organisationsRepository } from './organisations.repository.ts';
import {
  getOrganisation,
  listOrganisations,
  removeUser,
  setActiveOrganisation,
  signUp,
  updateOrgSetting,
} from './organisations.service.ts';
import type { OrganisationsDeps } from './organisations.service.ts';

const deps: OrganisationsDeps = {
  organisations: organisationsRepository,
  users: usersRepository,
  identityProvider: cognitoIdentityProvider,
  sendVerificationEmail: (who) => sendVerificationEmailOrLog(who, verificationMailDeps()),
};

const brandingDeps: BrandingDeps = {
  organisations: organisationsRepository,
  users: usersRepository,
  branding: brandingRepository,
};

/** Sign-up, the active organisation, its settings, users and branding, and the organisation switcher. */
export const organisationsRouter = new Router();

organisationsRouter.onMutation<MutationAddOrgArgs>('AddOrg', (args, { event }) =>
  signUp(contextFrom(event), args, deps),
);

organisationsRouter.onQuery('organisation', (_args, { event }) =>
  getOrganisation(contextFrom(event), { withUsers: event.info.selectionSetList.includes('users') }, deps),
);

organisationsRouter.onQuery<QueryOrganisationsArgs>('organisations', (args, { event }) =>
  listOrganisations(contextFrom(event), args, deps),
);

organisationsRouter.onMutation<MutationSetActiveOrganisationArgs>(
  'SetActiveOrganisation',
  (args, { event }) => setActiveOrganisation(contextFrom(event), args, deps),
);

organisationsRouter.onMutation<MutationUpdateOrgSettingArgs>('UpdateOrgSetting', (args, { event }) =>
  updateOrgSetting(
    contextFrom(event),
    args,
    { withUsers: event.info.selectionSetList.includes('users') },
    deps,
  ),
);

organisationsRouter.onMutation<MutationRemoveUserArgs>('RemoveUser', (args, { event }) =>
  removeUser(contextFrom(event), args, deps),
);

organisationsRouter.onQuery('organisationBranding', (_args, { event }) =>
  getOrganisationBranding(contextFrom(event), brandingDeps),
);

organisationsRouter.onMutation<MutationSetOrganisationBrandingArgs>(
  'SetOrganisationBranding',
  (args, { event }) => setOrganisationBranding(contextFrom(event), args, brandingDeps),
);

organisationsRouter.onMutation('ClearOrganisationBranding', (_args, { event }) =>
  clearOrganisationBranding(contextFrom(event), brandingDeps),
);
