import { beneficiariesRouter } from '#domains/beneficiaries/beneficiaries.router.ts';
import { catalogueRouter } from '#domains/catalogue/catalogue.router.ts';
import { invitesRouter } from '#domains/invites/invites.router.ts';
import { organisationsRouter } from '#domains/organisations/organisations.router.ts';
import { questionnairesRouter } from '#domains/questionnaires/questionnaires.router.ts';
import { sequencesRouter } from '#domains/sequences/sequences.router.ts';
import { tagsRouter } from '#domains/tags/tags.router.ts';
import { usersRouter } from '#domains/users/users.router.ts';

/** One router per domain; together they answer every root field of schema.graphql. */
export const domainRouters = [
  organisationsRouter,
  usersRouter,
  invitesRouter,
  beneficiariesRouter,
  tagsRouter,
  questionnairesRouter,
  sequencesRouter,
  catalogueRouter,
];
