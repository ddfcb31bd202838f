import { beneficiariesRouter } from '#domains/beneficiaries/beneficiaries.router.ts';
import { catalogueRouter } from '#domains/catalogue/catalogue.router.ts';
import { exportsRouter } from '#domains/exports/exports.router.ts';
import { importsRouter } from '#domains/imports/imports.router.ts';
import { invitesRouter } from '#domains/invites/invites.router.ts';
import { linksRouter } from '#domains/links/links.router.ts';
import { opsRouter } from '#domains/ops/ops.router.ts';
import { organisationsRouter } from '#domains/organisations/organisations.router.ts';
import { questionnairesRouter } from '#domains/questionnaires/questionnaires.router.ts';
import { recordsRouter } from '#domains/records/records.router.ts';
import { reportsRouter } from '#domains/reports/reports.router.ts';
import { sequencesRouter } from '#domains/sequences/sequences.router.ts';
import { tagsRouter } from '#domains/tags/tags.router.ts';
import { usageRouter } from '#domains/usage/usage.router.ts';
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
  recordsRouter,
  linksRouter,
  reportsRouter,
  exportsRouter,
  importsRouter,
  usageRouter,
  opsRouter,
];
