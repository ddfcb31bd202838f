import { randomUUID } from 'node:crypto';

import * as z from 'zod';

import { AppError } from '#core/app-error.ts';
import { STALE, withOptimisticRetry } from '#core/optimistic-retry.ts';
import { requireStaff } from '#core/auth-context.ts';
import type { RequestContext } from '#core/auth-context.ts';
import { parseInput } from '#core/validation.ts';
import type {
  Questionnaire,
  QuestionnairesRepository,
} from '#domains/questionnaires/questionnaires.repository.ts';
import {
  LIMITS as QUESTIONNAIRE_LIMITS,
  id,
  optionalText,
  requiredText,
} from '#domains/questionnaires/questionnaires.schema.ts';
import { resolveStaffOrganisation } from '#domains/users/users.service.ts';
import type { StaffOrganisationDeps } from '#domains/users/users.service.ts';
import type { Sequence as SequenceResult } from '../../graphql/generated/schema-types.ts';

import { sharedRequiredTags } from './required-tags.ts';
import type { Sequence, SequencesRepository } from './sequences.repository.ts';

export type SequencesDeps = StaffOrganisationDeps & {
  sequences: SequencesRepository;
  questionnaires: Pick<QuestionnairesRepository, 'listQuestionnaires'>;
  newId?: () => string;
  now?: () => Date;
};

/** Limits of sequence input (docs/api-errors.md). A sequence's writes check each questionnaire in one transaction. */
export const SEQUENCE_LIMITS = { questionnaires: 20, destination: 2000 } as const;

const isWebAddress = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

const SequenceFields = {
  name: requiredText(QUESTIONNAIRE_LIMITS.name),
  description: optionalText(QUESTIONNAIRE_LIMITS.description),
  destination: optionalText(SEQUENCE_LIMITS.destination).refine(
    (value) => value === undefined || isWebAddress(value),
  ),
  // Empty slots of the form (null or blank) are not questionnaires.
  questionnaires: z
    .array(z.string().nullish())
    .transform((ids) => ids.map((each) => each?.trim() ?? '').filter((each) => each !== ''))
    .pipe(z.array(z.string().max(100)).min(1).max(SEQUENCE_LIMITS.questionnaires)),
};

const NewSequenceInput = z.object(SequenceFields);
const EditSequenceInput = z.object({ id, ...SequenceFields });
const SequenceIdInput = z.object({ id });

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

const toSequence = (sequence: Sequence, questionnaires: Map<string, Questionnaire>): SequenceResult => {
  const members = sequence.questionnaires.flatMap((each) => questionnaires.get(each) ?? []);
  return {
    id: sequence.id,
    name: sequence.name,
    description: sequence.description ?? null,
    destination: sequence.destination ?? null,
    questionnaires: members.map(({ id: questionnaireId, name }) => ({ id: questionnaireId, name })),
    requiredTags: sharedRequiredTags(members),
  };
};

const organisationOf = async (ctx: RequestContext, deps: SequencesDeps) =>
  (await resolveStaffOrganisation(requireStaff(ctx), deps)).orgId;

const questionnairesOf = async (orgId: string, deps: SequencesDeps) =>
  new Map((await deps.questionnaires.listQuestionnaires(orgId)).map((each) => [each.id, each]));

const requireQuestionnaires = (ids: string[], questionnaires: Map<string, Questionnaire>) => {
  if (ids.some((each) => !questionnaires.has(each))) throw new AppError('questionnaire.notFound');
};

/** `Query.sequences`: the organisation's sequences by name (A6 and A5, two Queries). */
export const listSequences = async (ctx: RequestContext, deps: SequencesDeps): Promise<SequenceResult[]> => {
  const orgId = await organisationOf(ctx, deps);
  const [sequences, questionnaires] = await Promise.all([
    deps.sequences.listSequences(orgId),
    questionnairesOf(orgId, deps),
  ]);
  return sequences.sort(byName).map((sequence) => toSequence(sequence, questionnaires));
};

/** `Query.sequence(id)`. Another organisation's id is not found. */
export const getSequence = async (
  ctx: RequestContext,
  input: unknown,
  deps: SequencesDeps,
): Promise<SequenceResult> => {
  const orgId = await organisationOf(ctx, deps);
  const { id: sequenceId } = parseInput(SequenceIdInput, input);
  const [sequence, questionnaires] = await Promise.all([
    deps.sequences.getSequence(orgId, sequenceId),
    questionnairesOf(orgId, deps),
  ]);
  if (!sequence) throw new AppError('sequence.notFound');
  return toSequence(sequence, questionnaires);
};

/**
 * `Mutation.NewSequence(name, description, destination, questionnaires)`: a unique name, at least one
 * questionnaire of the organisation, and a destination that is an http(s) address when given.
 */
export const newSequence = async (
  ctx: RequestContext,
  input: unknown,
  deps: SequencesDeps,
): Promise<SequenceResult> => {
  const orgId = await organisationOf(ctx, deps);
  const { name, description, destination, questionnaires: ids } = parseInput(NewSequenceInput, input);
  const questionnaires = await questionnairesOf(orgId, deps);
  requireQuestionnaires(ids, questionnaires);
  const sequence: Sequence = {
    id: (deps.newId ?? randomUUID)(),
    name,
    ...(description ? { description } : {}),
    ...(destination ? { destination } : {}),
    questionnaires: ids,
    version: 1,
    createdAt: (deps.now?.() ?? new Date()).toISOString(),
  };
  await deps.sequences.createSequence(orgId, sequence);
  return toSequence(sequence, questionnaires);
};

/** `Mutation.EditSequence(id, …)`: replaces every field, with the rules of `NewSequence`. */
export const editSequence = async (
  ctx: RequestContext,
  input: unknown,
  deps: SequencesDeps,
): Promise<SequenceResult> => {
  const orgId = await organisationOf(ctx, deps);
  const {
    id: sequenceId,
    name,
    description,
    destination,
    questionnaires: ids,
  } = parseInput(EditSequenceInput, input);
  return withOptimisticRetry('sequence.conflict', async () => {
    const [current, questionnaires] = await Promise.all([
      deps.sequences.getSequence(orgId, sequenceId),
      questionnairesOf(orgId, deps),
    ]);
    if (!current) throw new AppError('sequence.notFound');
    requireQuestionnaires(ids, questionnaires);
    const next: Sequence = {
      id: current.id,
      name,
      ...(description ? { description } : {}),
      ...(destination ? { destination } : {}),
      questionnaires: ids,
      version: current.version + 1,
      createdAt: current.createdAt,
    };
    return (await deps.sequences.saveSequence(orgId, next, current)) === 'saved'
      ? toSequence(next, questionnaires)
      : STALE;
  });
};

/** `Mutation.DeleteSequence(id)`: the sequence and its name guard. */
export const deleteSequence = async (
  ctx: RequestContext,
  input: unknown,
  deps: SequencesDeps,
): Promise<boolean> => {
  const orgId = await organisationOf(ctx, deps);
  const { id: sequenceId } = parseInput(SequenceIdInput, input);
  return withOptimisticRetry('sequence.conflict', async () => {
    const current = await deps.sequences.getSequence(orgId, sequenceId);
    if (!current) throw new AppError('sequence.notFound');
    return (await deps.sequences.deleteSequence(orgId, current)) === 'saved' ? true : STALE;
  });
};
