import * as z from 'zod';

import { AppError } from '#core/app-error.ts';
import type { RequestContext } from '#core/auth-context.ts';
import { parseInput } from '#core/validation.ts';
import { BeneficiaryId } from '#domains/beneficiaries/beneficiaries.service.ts';
import type { Membership } from '#domains/organisations/organisations.repository.ts';
import type {
  Questionnaire,
  QuestionnairesRepository,
} from '#domains/questionnaires/questionnaires.repository.ts';
import { matchesTags, selectRecords } from '#domains/reports/report.ts';
import type { ReportsRepository } from '#domains/reports/reports.repository.ts';
import {
  IsoDateTime,
  IsoEndDateTime,
  bothDates,
  QuestionnaireId,
  ReportInput,
  TagFilter,
  findQuestionnaire,
  staffOrganisation,
} from '#domains/reports/reports.service.ts';

import { BOM, headerLine, recordLine } from './csv.ts';
import type { ExportGrant, ExportQuery } from './export-token.ts';
import type { ExportsDeps } from './exports-deps.ts';
import type { ExportsRepository } from './exports.repository.ts';
import { reliableChangeChunks } from './reliable-change-export.ts';
import type { ReliableChangeDownloadDeps } from './reliable-change-export.ts';
import type { ExportClock } from './wall-clock.ts';

export type DownloadDeps = ReliableChangeDownloadDeps & {
  questionnaires: Pick<QuestionnairesRepository, 'getQuestionnaire'>;
  reports: Pick<ReportsRepository, 'completeRecords' | 'reportRecords'>;
  exports: ExportsRepository;
  memberships: {
    getMembership(orgId: string, userId: string): Promise<{ active: boolean } | undefined>;
    getOrganisationWithMembers(
      orgId: string,
    ): Promise<{ members: Pick<Membership, 'userId' | 'userName'>[] } | undefined>;
  };
};

const ExportMeetingsInput = z
  .object({
    questionnaire: QuestionnaireId,
    start: IsoDateTime.nullish(),
    end: IsoEndDateTime.nullish(),
    tags: TagFilter,
    orTags: z.boolean().nullish(),
  })
  .refine(({ start, end }) => !bothDates(start, end) || start! <= end!, {
    path: ['end'],
    message: 'end before start',
  });

const ExportBenMeetingsInput = z.object({
  questionnaire: QuestionnaireId,
  beneficiary: BeneficiaryId,
});

/** Signs the grant and returns the relative download path the browser navigates to. */
const downloadPath = async (
  ctx: RequestContext,
  parse: () => ExportQuery,
  deps: ExportsDeps,
): Promise<string> => {
  const { orgId, userId } = await staffOrganisation(ctx, deps);
  const query = parse();
  await findQuestionnaire(orgId, query.questionnaire, deps.questionnaires);
  return `/v1/export/${await deps.signToken({ orgId, userId, query })}`;
};

/** `Query.exportMeetings(questionnaire, start, end, tags, orTags)`: the questionnaire's complete records. */
export const exportMeetings = (ctx: RequestContext, input: unknown, deps: ExportsDeps): Promise<string> =>
  downloadPath(
    ctx,
    () => {
      const { questionnaire, start, end, tags, orTags } = parseInput(ExportMeetingsInput, input);
      return {
        kind: 'meetings',
        questionnaire,
        ...(start ? { start } : {}),
        ...(end ? { end } : {}),
        tags,
        orTags: orTags ?? false,
      };
    },
    deps,
  );

/** `Query.exportBenMeetings(questionnaire, beneficiary)`: one beneficiary's complete records. */
export const exportBenMeetings = (ctx: RequestContext, input: unknown, deps: ExportsDeps): Promise<string> =>
  downloadPath(ctx, () => ({ kind: 'beneficiary', ...parseInput(ExportBenMeetingsInput, input) }), deps);

/** `Query.exportReport(…report arguments)`: the records the same report includes. */
export const exportReport = (ctx: RequestContext, input: unknown, deps: ExportsDeps): Promise<string> =>
  downloadPath(ctx, () => ({ kind: 'report', ...parseInput(ReportInput, input) }), deps);

/**
 * The CSV of a verified grant as chunks: the BOM and header first, then one chunk per page of records, so memory
 * stays bounded by a page (a report export also keeps the ids of the records it includes), with local dates in
 * `clock`'s time zone. Refused before any byte of data is read with `export.invalidToken` when the user is no
 * longer an active member, `questionnaire.notFound` when the questionnaire is gone.
 */
export const openDownload = async (
  grant: ExportGrant,
  deps: DownloadDeps,
  clock: ExportClock,
): Promise<{ questionnaire: Questionnaire; chunks: AsyncGenerator<string> }> => {
  const { orgId, userId, query } = grant;
  if (!(await deps.memberships.getMembership(orgId, userId))?.active)
    throw new AppError('export.invalidToken');
  const questionnaire = await deps.questionnaires.getQuestionnaire(orgId, query.questionnaire);
  if (!questionnaire) throw new AppError('questionnaire.notFound');
  if (query.kind === 'reliableChange') {
    // Named apart from the records export of the same questionnaire, so a download does not overwrite the other.
    const name = `${questionnaire.name} reliable change`;
    return {
      questionnaire: { ...questionnaire, name },
      chunks: reliableChangeChunks(orgId, query, questionnaire, deps),
    };
  }
  const members = (await deps.memberships.getOrganisationWithMembers(orgId))?.members ?? [];
  const userNames = new Map(members.map(({ userId: id, userName }) => [id, userName]));
  const line = (record: Parameters<typeof recordLine>[0]) =>
    recordLine(record, questionnaire, userNames, clock.localDate);

  async function* chunks(): AsyncGenerator<string> {
    yield BOM + headerLine(questionnaire!, clock.timeZone);
    if (query.kind === 'beneficiary') {
      const records = await deps.exports.beneficiaryRecords(orgId, query.questionnaire, query.beneficiary);
      yield records.map(line).join('');
      return;
    }
    const range = {
      start: query.kind === 'report' && query.openStart ? undefined : query.start,
      end: query.end,
    };
    let keep: ((id: string) => boolean) | undefined;
    if (query.kind === 'report') {
      // First pass, projected to what selection needs: which records the report includes.
      const headers = [];
      for await (const page of deps.reports.completeRecords(orgId, query.questionnaire, range, 'selection')) {
        for (const { id, beneficiary, date, created, tags } of page) {
          headers.push({ id, beneficiary, date, created, tags, answers: {} });
        }
      }
      const included = new Set(
        [...selectRecords(headers, query).included.values()].flat().map(({ id }) => id),
      );
      keep = (id) => included.has(id);
    }
    for await (const page of deps.reports.completeRecords(orgId, query.questionnaire, range, 'export')) {
      const rows = page.filter((record) =>
        keep ? keep(record.id) : matchesTags(record.tags, query.tags, query.orTags),
      );
      yield rows.map(line).join('');
    }
  }
  return { questionnaire, chunks: chunks() };
};
