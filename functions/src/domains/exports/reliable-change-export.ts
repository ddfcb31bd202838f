import type { RequestContext } from '#core/auth-context.ts';
import { parseInput } from '#core/validation.ts';
import { withCatalogueKnowledge } from '#domains/catalogue/catalogue-knowledge.ts';
import type { OrganisationsRepository } from '#domains/organisations/organisations.repository.ts';
import type { Questionnaire } from '#domains/questionnaires/questionnaires.repository.ts';
import { computeReliableChange } from '#domains/reports/reliable-change.ts';
import { computeReport } from '#domains/reports/report.ts';
import type { ReportsRepository } from '#domains/reports/reports.repository.ts';
import {
  ReportInput,
  SharingInput,
  findQuestionnaire,
  readReportRecords,
  staffOrganisation,
} from '#domains/reports/reports.service.ts';
import { smallNumberThresholdOf } from '#domains/reports/small-number-setting.ts';

import { BOM, csvLine } from './csv.ts';
import type { ExportQuery } from './export-token.ts';
import type { ExportsDeps } from './exports-deps.ts';
import { reliableChangeRows } from './reliable-change-rows.ts';

type ReliableChangeQuery = Extract<ExportQuery, { kind: 'reliableChange' }>;

/**
 * `Query.exportReliableChange(…report arguments, forSharing)`: a download path of the Reliable Change figures of
 * the same report (docs/exports.md). The threshold is read when the file is made, so a changed setting applies.
 */
export const exportReliableChange = async (
  ctx: RequestContext,
  input: unknown,
  deps: ExportsDeps,
): Promise<string> => {
  const { orgId, userId } = await staffOrganisation(ctx, deps);
  const query: ReliableChangeQuery = {
    kind: 'reliableChange',
    ...parseInput(ReportInput, input),
    forSharing: parseInput(SharingInput, input).forSharing ?? false,
  };
  await findQuestionnaire(orgId, query.questionnaire, deps.questionnaires);
  return `/v1/export/${await deps.signToken({ orgId, userId, query })}`;
};

export type ReliableChangeDownloadDeps = {
  reports: Pick<ReportsRepository, 'reportRecords'>;
  organisations: Pick<OrganisationsRepository, 'getOrganisation'>;
};

/**
 * The figures file of a verified grant whose member and questionnaire were checked: one CSV of one row per
 * question and category, small enough (a row each) to be one chunk after the header.
 */
export async function* reliableChangeChunks(
  orgId: string,
  query: ReliableChangeQuery,
  stored: Questionnaire,
  deps: ReliableChangeDownloadDeps,
): AsyncGenerator<string> {
  const [organisation, records] = await Promise.all([
    deps.organisations.getOrganisation(orgId),
    readReportRecords(orgId, query, deps.reports),
  ]);
  const questionnaire = withCatalogueKnowledge(stored);
  const figures = computeReliableChange(questionnaire, computeReport(questionnaire, records, query), {
    forSharing: query.forSharing,
    smallNumberThreshold: smallNumberThresholdOf(organisation?.settings),
  });
  const [header, ...rows] = reliableChangeRows(questionnaire, figures);
  yield BOM + csvLine(header!);
  yield rows.map(csvLine).join('');
}
