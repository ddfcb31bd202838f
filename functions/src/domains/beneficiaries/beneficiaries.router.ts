import { Router } from '@aws-lambda-powertools/event-handler/appsync-graphql';

import { contextFrom } from '#core/auth-context.ts';
import { organisationsRepository } from '#domains/organisations/organisations.repository.ts';
import { recordsRepository } from '#domains/records/records.repository.ts';
import { usersRepository } from '#domains/users/users.repository.ts';
import type {
  MutationEditBeneficiaryTagsArgs,
  QueryBeneficiaryArgs,
} from '../../graphql/generated/schema-types.ts';

import { beneficiariesRepository } from './beneficiaries.repository.ts';
import { editBeneficiaryTags, getBeneficiary, listBeneficiaries } from './beneficiaries.service.ts';
import type { BeneficiariesDeps } from './beneficiaries.service.ts';

const deps: BeneficiariesDeps = {
  users: usersRepository,
  memberships: organisationsRepository,
  beneficiaries: beneficiariesRepository,
  records: recordsRepository,
};

/** The organisation's beneficiaries and their tags. */
export const beneficiariesRouter = new Router();

beneficiariesRouter.onQuery('beneficiaries', (_args, { event }) =>
  listBeneficiaries(contextFrom(event), deps),
);

beneficiariesRouter.onQuery<QueryBeneficiaryArgs>('beneficiary', (args, { event }) =>
  getBeneficiary(contextFrom(event), args, deps),
);

beneficiariesRouter.onMutation<MutationEditBeneficiaryTagsArgs>('EditBeneficiaryTags', (args, { event }) =>
  editBeneficiaryTags(contextFrom(event), args, deps),
);
