import * as z from 'zod';

import { AppError } from '#core/app-error.ts';
import { requireStaff } from '#core/auth-context.ts';
import type { RequestContext } from '#core/auth-context.ts';
import { promised } from '#core/promised.ts';
import { parseInput } from '#core/validation.ts';
import type {
  Questionnaire,
  QuestionnairesRepository,
} from '#domains/questionnaires/questionnaires.repository.ts';
import { newQuestionnaire, toOutcomeSet } from '#domains/questionnaires/questionnaires.service.ts';
import { resolveStaffOrganisation } from '#domains/users/users.service.ts';
import type { StaffOrganisationDeps } from '#domains/users/users.service.ts';
import type { CatalogueOutcomeSet, OutcomeSet } from '../../graphql/generated/schema-types.ts';

import type { CatalogueEntry } from './data/catalogue-entry.ts';
import { gad7 } from './data/gad7.ts';
import { ons4 } from './data/ons4.ts';
import { phq9 } from './data/phq9.ts';
import { swls } from './data/swls.ts';
import { who5 } from './data/who5.ts';

/** The one catalogue source (spec 02 §3, §9). */
export const CATALOGUE_SOURCE = 'softoutcomes';

/** The catalogue, in the order the catalogue page lists it; ONS4 first, as the quick-start uses it. */
export const CATALOGUE: readonly CatalogueEntry[] = [ons4, who5, swls, phq9, gad7];

export type CatalogueDeps = StaffOrganisationDeps & {
  questionnaires: Pick<QuestionnairesRepository, 'createQuestionnaire'>;
  /** Injected so tests can use a small catalogue. */
  catalogue?: readonly CatalogueEntry[];
  newId?: () => string;
  now?: () => Date;
};

const source = z.string().trim().min(1).max(100);
const id = z.string().trim().min(1).max(100);
const SourceInput = z.object({ source });
const EntryInput = z.object({ source, id });
const ImportQuestionnaireInput = z.object({ id });

const catalogueOf = (sourceName: string, deps: CatalogueDeps): readonly CatalogueEntry[] => {
  if (sourceName !== CATALOGUE_SOURCE) throw new AppError('catalogue.unknownSource');
  return deps.catalogue ?? CATALOGUE;
};

const entryOf = (sourceName: string, entryId: string, deps: CatalogueDeps): CatalogueEntry => {
  const entry = catalogueOf(sourceName, deps).find((each) => each.id === entryId);
  if (!entry) throw new AppError('catalogue.notFound');
  return entry;
};

/** The entry as a questionnaire: read-only, never in use. */
const asQuestionnaire = (
  entry: CatalogueEntry,
  fields: Pick<Questionnaire, 'id' | 'version' | 'createdAt'>,
) => ({
  ...fields,
  name: entry.name,
  description: entry.description,
  ...(entry.instructions ? { instructions: entry.instructions } : {}),
  noteRequired: false,
  noteDeactivated: false,
  requiredTags: [],
  questions: entry.questions.map((question) => ({ ...question, labels: [...question.labels] })),
  categories: entry.categories.map((category) => ({ ...category })),
  readOnly: true,
  inUse: false,
});

const toCatalogueOutcomeSet = (entry: CatalogueEntry): CatalogueOutcomeSet => ({
  license: entry.license,
  attribution: entry.attribution,
  outcomeset: toOutcomeSet(asQuestionnaire(entry, { id: entry.id, version: 0, createdAt: '' })),
});

/** `Query.outcomesetCatalogue(source)`: every catalogue questionnaire with its licence and attribution. */
export const listCatalogue = (
  ctx: RequestContext,
  input: unknown,
  deps: CatalogueDeps,
): Promise<CatalogueOutcomeSet[]> =>
  promised(() => {
    requireStaff(ctx);
    const { source: sourceName } = parseInput(SourceInput, input);
    return catalogueOf(sourceName, deps).map(toCatalogueOutcomeSet);
  });

/** `Query.catalogueQuestionnaire(id, source)`. */
export const getCatalogueQuestionnaire = (
  ctx: RequestContext,
  input: unknown,
  deps: CatalogueDeps,
): Promise<CatalogueOutcomeSet> =>
  promised(() => {
    requireStaff(ctx);
    const { source: sourceName, id: entryId } = parseInput(EntryInput, input);
    return toCatalogueOutcomeSet(entryOf(sourceName, entryId, deps));
  });

const importEntry = async (
  ctx: RequestContext,
  sourceName: string,
  entryId: string,
  deps: CatalogueDeps,
): Promise<OutcomeSet> => {
  const { orgId } = await resolveStaffOrganisation(requireStaff(ctx), deps);
  const entry = entryOf(sourceName, entryId, deps);
  const fresh = newQuestionnaire({ name: entry.name, description: entry.description }, deps);
  const questionnaire = asQuestionnaire(entry, fresh);
  await deps.questionnaires.createQuestionnaire(orgId, questionnaire);
  return toOutcomeSet(questionnaire);
};

/**
 * `Mutation.ImportOutcomeSet(source, id)`: a read-only copy in the caller's organisation. Its name is guarded
 * like any other, so importing twice is `questionnaire.nameInUse` (the quick-start treats that as done).
 */
export const importOutcomeSet = async (ctx: RequestContext, input: unknown, deps: CatalogueDeps) => {
  const { source: sourceName, id: entryId } = parseInput(EntryInput, input);
  return importEntry(ctx, sourceName, entryId, deps);
};

/** `Mutation.importQuestionnaire(id)`: `ImportOutcomeSet` from the softoutcomes catalogue. */
export const importQuestionnaire = async (ctx: RequestContext, input: unknown, deps: CatalogueDeps) => {
  const { id: entryId } = parseInput(ImportQuestionnaireInput, input);
  return importEntry(ctx, CATALOGUE_SOURCE, entryId, deps);
};
