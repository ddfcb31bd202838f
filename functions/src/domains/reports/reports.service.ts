import * as z from 'zod';

import { AppError } from '#core/app-error.ts';
import { requireStaff } from '#core/auth-context.ts';
import type { RequestContext } from '#core/auth-context.ts';
import { parseInput } from '#core/validation.ts';
import type {
  Questionnaire,
  QuestionnairesRepository,
} from '#domains/questionnaires/questionnaires.repository.ts';
import { withCatalogueKnowledge } from '#domains/catalogue/catalogue-knowledge.ts';
import { normaliseLabel } from '#domains/tags/label-text.ts';
import type { OrganisationsRepository } from '#domains/organisations/organisations.repository.ts';
import { readAsStaff, resolveStaffOrganisation } from '#domains/users/users.service.ts';
import type { StaffOrganisationDeps } from '#domains/users/users.service.ts';

import { computeReliableChange } from './reliable-change.ts';
import { smallNumberThresholdOf } from './small-number-setting.ts';
import type { ReliableChangeResult } from './reliable-change.ts';
import { computeReport } from './report.ts';
import type { ReportOptions, ReportRecord, ReportResult } from './report.ts';
import type { ReportsRepository } from './reports.repository.ts';

export type ReportsDeps = StaffOrganisationDeps & {
  questionnaires: Pick<QuestionnairesRepository, 'getQuestionnaire'>;
  reports: Pick<ReportsRepository, 'reportRecords' | 'markReportGenerated'>;
  /** Reliable Change reads the organisation's small-number threshold. */
  organisations: Pick<OrganisationsRepository, 'getOrganisation'>;
};

/** An ISO-8601 date-time with an offset, normalised to UTC with milliseconds (how record dates are stored). */
export const IsoDateTime = z.iso
  .datetime({ offset: true })
  .transform((value) => new Date(value).toISOString());

/**
 * The end of a date range, normalised as `IsoDateTime`. An end given to the second, as the spec's report URLs give
 * it (no milliseconds), covers that whole second: else a record completed at 23:59:59.400 on a range's last day
 * would be in neither that range nor the next.
 */
export const IsoEndDateTime = z.iso.datetime({ offset: true }).transform((value) => {
  const instant = Date.parse(value);
  return new Date(/:\d\d\.\d/.test(value) ? instant : instant + 999).toISOString();
});

const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
/** Both values are normalised dates (a refinement may run although a field failed). */
export const bothDates = (start: unknown, end: unknown) =>
  typeof start === 'string' && typeof end === 'string' && ISO_UTC.test(start) && ISO_UTC.test(end);

/**
 * Tags of a report or export filter: normalised as stored tags are (`normaliseLabel`), blanks and duplicates
 * dropped, at most 50 of 50 characters.
 */
export const TagFilter = z
  .array(z.string().transform(normaliseLabel).pipe(z.string().max(50)).nullable())
  .max(50)
  .nullish()
  .transform((tags) => [...new Set((tags ?? []).filter((tag): tag is string => !!tag))]);

export const QuestionnaireId = z.string().trim().min(1).max(100);

/** The arguments of `report` and `exportReport` (docs/reports.md, "Input"). */
export const ReportInput = z
  .object({
    questionnaire: QuestionnaireId,
    start: IsoDateTime,
    end: IsoEndDateTime,
    tags: TagFilter,
    openStart: z.boolean().nullish(),
    orTags: z.boolean().nullish(),
    minRequiredRecords: z.number().int().min(1).max(1000).nullish(),
  })
  // Checked only when both dates parsed, so a bad start is not also reported as a bad end.
  .refine(({ start, end }) => !bothDates(start, end) || start <= end, {
    path: ['end'],
    message: 'end before start',
  })
  .transform(
    ({ questionnaire, start, end, tags, openStart, orTags, minRequiredRecords }) =>
      ({
        questionnaire,
        start,
        end,
        tags,
        openStart: openStart ?? false,
        orTags: orTags ?? false,
        minRequiredRecords: minRequiredRecords ?? 2,
      }) satisfies ReportOptions & { questionnaire: string },
  );
export type ReportQuery = z.infer<typeof ReportInput>;

/** The caller's organisation, from their verified identity and an active membership (never from arguments). */
export const staffOrganisation = async (ctx: RequestContext, deps: StaffOrganisationDeps) =>
  resolveStaffOrganisation(requireStaff(ctx), deps);

/** A questionnaire of the organisation; another organisation's, or a deleted one, is simply not found. */
export const findQuestionnaire = async (
  orgId: string,
  questionnaireId: string,
  questionnaires: Pick<QuestionnairesRepository, 'getQuestionnaire'>,
): Promise<Questionnaire> => {
  const questionnaire = await questionnaires.getQuestionnaire(orgId, questionnaireId);
  if (!questionnaire) throw new AppError('questionnaire.notFound');
  return questionnaire;
};

/**
 * The complete records a report over `query` considers: from the report summaries, those dated from `start` (or
 * every earlier one with `openStart`, whose baseline may predate the window) to `end`, both inclusive.
 */
export const readReportRecords = async (
  orgId: string,
  query: ReportQuery,
  reports: Pick<ReportsRepository, 'reportRecords'>,
): Promise<ReportRecord[]> =>
  (await reports.reportRecords(orgId, query.questionnaire)).filter(
    ({ date }) => date <= query.end && (query.openStart || date >= query.start),
  );

/**
 * `Query.report(questionnaire, start, end, tags, openStart, orTags, minRequiredRecords)`: the rules of
 * docs/reports.md over the questionnaire's complete records. Sets the organisation's `generatedReport`.
 */
export const report = async (
  ctx: RequestContext,
  input: unknown,
  deps: ReportsDeps,
): Promise<ReportResult> => {
  const { orgId } = await staffOrganisation(ctx, deps);
  const query = parseInput(ReportInput, input);
  const questionnaire = await findQuestionnaire(orgId, query.questionnaire, deps.questionnaires);
  const records = await readReportRecords(orgId, query, deps.reports);
  const result = computeReport(questionnaire, records, query);
  await deps.reports.markReportGenerated(orgId);
  return result;
};

export const SharingInput = z.object({ forSharing: z.boolean().nullish() });

/**
 * The Reliable Change figures of `input` (report arguments and forSharing) for a caller already checked to be an
 * active member of `orgId`, with the organisation's small-number threshold; shared by the query and its export.
 */
export const reliableChangeOf = async (
  orgId: string,
  input: unknown,
  smallNumberThreshold: number,
  deps: Pick<ReportsDeps, 'questionnaires' | 'reports'>,
): Promise<ReliableChangeResult> => {
  const query = parseInput(ReportInput, input);
  const forSharing = parseInput(SharingInput, input).forSharing ?? false;
  const questionnaire = withCatalogueKnowledge(
    await findQuestionnaire(orgId, query.questionnaire, deps.questionnaires),
  );
  const records = await readReportRecords(orgId, query, deps.reports);
  return computeReliableChange(questionnaire, computeReport(questionnaire, records, query), {
    forSharing,
    smallNumberThreshold,
  });
};

/**
 * `Query.reliableChange(…report arguments, forSharing)`: the Reliable Change figures over exactly the beneficiaries,
 * initial and latest values of the same report (docs/reports.md, "Reliable change"), with the organisation's
 * small-number threshold (read beside the membership check). Does not set `generatedReport`: the Distance
 * Travelled report is what the onboarding step asks for.
 */
export const reliableChange = async (
  ctx: RequestContext,
  input: unknown,
  deps: ReportsDeps,
): Promise<ReliableChangeResult> => {
  const { orgId, read: organisation } = await readAsStaff(requireStaff(ctx), deps, (id) =>
    deps.organisations.getOrganisation(id),
  );
  return reliableChangeOf(orgId, input, smallNumberThresholdOf(organisation?.settings), deps);
};
