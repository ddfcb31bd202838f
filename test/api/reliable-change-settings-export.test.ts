import { beforeAll, describe, expect, inject, it } from 'vitest';

import { errorTypeOf, gql } from './steps/graphql.ts';
import { aTeam, wrongCallersOf, type Team } from './steps/people.ts';
import { aWorkedExample, YEAR } from './steps/reliable-change-seed.ts';
import type { SeededQuestionnaire } from './steps/report-seed.ts';

/**
 * Issue 33: the organisation's small-number threshold (`UpdateOrgSetting(smallNumberThreshold)`), read by
 * `reliableChange` and by the figures export `exportReliableChange` (docs/reports.md, docs/exports.md).
 */

const SET_THRESHOLD = `mutation Set($n: Int) {
  UpdateOrgSetting(smallNumberThreshold: $n) { id settings { beneficiaryTypeAhead smallNumberThreshold } }
}`;
const THRESHOLD = '{ organisation { settings { smallNumberThreshold } } }';
const RELIABLE_CHANGE = `query RC($questionnaire: String!, $start: String!, $end: String!, $forSharing: Boolean) {
  reliableChange(questionnaire: $questionnaire, start: $start, end: $end, forSharing: $forSharing) {
    smallNumberThreshold questions { id n tooFew meanChange improved { count rate } }
  }
}`;
const EXPORT_FIGURES = `query X($questionnaire: String!, $start: String!, $end: String!, $tags: [String], $openStart: Boolean,
  $orTags: Boolean, $minRequiredRecords: Int, $forSharing: Boolean) {
  exportReliableChange(questionnaire: $questionnaire, start: $start, end: $end, tags: $tags, openStart: $openStart,
    orTags: $orTags, minRequiredRecords: $minRequiredRecords, forSharing: $forSharing)
}`;

type Question = { id: string; n: number | null; tooFew: boolean; meanChange: number | null };

const thresholdOf = async (token: string) =>
  (await gql<{ organisation: { settings: { smallNumberThreshold: number } } }>(THRESHOLD, {}, token)).data
    ?.organisation.settings.smallNumberThreshold;

async function download(path: string): Promise<{ status: number; disposition: string | null; text: string }> {
  const response = await fetch(`${inject('apiUrl')}${path}`);
  return {
    status: response.status,
    disposition: response.headers.get('content-disposition'),
    text: Buffer.from(new Uint8Array(await response.arrayBuffer())).toString('utf8'),
  };
}

/** The CSV as rows of cells (the figures export quotes no cell here). */
const rowsOf = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));

const cellOf = (rows: string[][], kind: string, column: string) => {
  const [header, ...body] = rows;
  return body.find((row) => row[0] === kind)?.[header!.indexOf(column)];
};

describe('the small-number threshold and the figures export', () => {
  let team: Team;
  let qnr: SeededQuestionnaire;

  beforeAll(async () => {
    ({ team, qnr } = await aWorkedExample());
  });

  describe('UpdateOrgSetting(smallNumberThreshold)', () => {
    it('is 5 until set; set, it is returned and the other setting is kept', async () => {
      // Prepare
      const fresh = await aTeam(1);
      const before = await thresholdOf(fresh.owner.tokens.IdToken);

      // Act
      const response = await gql<{ UpdateOrgSetting: Record<string, unknown> }>(
        SET_THRESHOLD,
        { n: 12 },
        fresh.owner.tokens.IdToken,
      );

      // Assess
      expect(before).toBe(5);
      expect(response.errors).toBeUndefined();
      expect(response.data?.UpdateOrgSetting).toEqual({
        id: fresh.orgId,
        settings: { beneficiaryTypeAhead: false, smallNumberThreshold: 12 },
      });
      expect(await thresholdOf(fresh.owner.tokens.IdToken)).toBe(12);
    });

    it.each([
      [0, 'tooSmall'],
      [51, 'tooLarge'],
      [-1, 'tooSmall'],
    ])('refuses %j with input.invalid (%s) and changes nothing', async (value, code) => {
      // Prepare
      const fresh = await aTeam(1);

      // Act
      const response = await gql(SET_THRESHOLD, { n: value }, fresh.owner.tokens.IdToken);

      // Assess
      expect(errorTypeOf(response)).toBe('input.invalid');
      expect(response.errors?.[0]?.errorInfo).toEqual({ fieldErrors: { smallNumberThreshold: code } });
      expect(await thresholdOf(fresh.owner.tokens.IdToken)).toBe(5);
    });

    it('refuses a fraction or text (not an Int) and changes nothing', async () => {
      // Prepare
      const fresh = await aTeam(1);

      // Act
      const fraction = await gql(SET_THRESHOLD, { n: 2.5 }, fresh.owner.tokens.IdToken);
      const text = await gql(SET_THRESHOLD.replace('Int', 'String'), { n: '7' }, fresh.owner.tokens.IdToken);

      // Assess
      expect(fraction.errors).toBeDefined();
      expect(text.errors).toBeDefined();
      expect(await thresholdOf(fresh.owner.tokens.IdToken)).toBe(5);
    });

    it('refuses every wrong caller and leaves the organisation unchanged', async () => {
      // Prepare
      const fresh = await aTeam(1);
      const callers = await wrongCallersOf(fresh);

      for (const [name, token] of callers) {
        // Act
        const response = await gql(SET_THRESHOLD, { n: 20 }, token);

        // Assess: a member of another organisation changes only their own
        if (name === 'a member of another organisation') expect(response.errors, name).toBeUndefined();
        else
          expect(errorTypeOf(response), name).toBe(
            name === 'a removed member' ? 'auth.noOrganisation' : 'Unauthorized',
          );
      }
      expect(await thresholdOf(fresh.owner.tokens.IdToken)).toBe(5);
    });
  });

  it('reliableChange honours the threshold: six people are too few under 7, enough under 6', async () => {
    // Prepare
    const token = team.owner.tokens.IdToken;
    const figuresAt = async (threshold: number) => {
      await gql(SET_THRESHOLD, { n: threshold }, token);
      const response = await gql<{
        reliableChange: { smallNumberThreshold: number; questions: Question[] };
      }>(RELIABLE_CHANGE, { questionnaire: qnr.id, ...YEAR }, token);
      return response.data!.reliableChange;
    };

    // Act
    const strict = await figuresAt(7);
    const loose = await figuresAt(6);

    // Assess
    expect(strict.smallNumberThreshold).toBe(7);
    expect(strict.questions[0]).toMatchObject({ n: 6, tooFew: true, meanChange: null });
    expect(loose.smallNumberThreshold).toBe(6);
    expect(loose.questions[0]).toMatchObject({ n: 6, tooFew: false });
    expect(loose.questions[0]!.meanChange).toBeCloseTo(1.6667, 4);
  });

  describe('exportReliableChange', () => {
    it('gives a path whose CSV holds the figures per question and category', async () => {
      // Prepare
      const token = team.owner.tokens.IdToken;
      await gql(SET_THRESHOLD, { n: 5 }, token);
      const path = (
        await gql<{ exportReliableChange: string }>(EXPORT_FIGURES, { questionnaire: qnr.id, ...YEAR }, token)
      ).data!.exportReliableChange;

      // Act
      const reply = await download(path);

      // Assess
      expect(path).toMatch(/^\/v1\/export\//);
      expect(reply.status).toBe(200);
      expect(reply.text.startsWith('\uFEFF')).toBe(true);
      expect(reply.disposition).toMatch(/reliable-change/);
      const rows = rowsOf(reply.text);
      expect(rows[0]!.slice(0, 5)).toEqual(['kind', 'id', 'name', 'better when', 'n']);
      // The questions the report includes: the two answered ones.
      expect(rows.filter((row) => row[0] === 'question')).toHaveLength(2);
      expect(cellOf(rows, 'question', 'n')).toBe('6');
      expect(cellOf(rows, 'question', 'mean change')).toBe('1.6667');
      expect(cellOf(rows, 'question', 'Wilcoxon p')).toBe('0.1875');
      expect(cellOf(rows, 'question', 'reliability (alpha)')).toBe('0.8');
      expect(cellOf(rows, 'question', 'reliable change threshold')).toBe('1.7531');
      expect(cellOf(rows, 'question', 'reliably improved')).toBe('3');
      expect(cellOf(rows, 'question', 'reliably improved %')).toBe('50');
      expect(cellOf(rows, 'question', 'reliably deteriorated')).toBe('0');
      expect(rows.some((row) => row[0] === 'category')).toBe(true);
    });

    it('for sharing writes counts under the threshold as "fewer than N"', async () => {
      // Prepare
      const token = team.owner.tokens.IdToken;
      await gql(SET_THRESHOLD, { n: 4 }, token);
      const path = (
        await gql<{ exportReliableChange: string }>(
          EXPORT_FIGURES,
          { questionnaire: qnr.id, ...YEAR, forSharing: true },
          token,
        )
      ).data!.exportReliableChange;

      // Act
      const rows = rowsOf((await download(path)).text);

      // Assess: 6 people shown; 3 improved, 3 unchanged and 0 deteriorated are all under 4
      expect(cellOf(rows, 'question', 'n')).toBe('6');
      expect(cellOf(rows, 'question', 'reliably improved')).toBe('fewer than 4');
      expect(cellOf(rows, 'question', 'reliably improved %')).toBe('');
      expect(cellOf(rows, 'question', 'reliably deteriorated')).toBe('fewer than 4');
    });

    it('refuses bad input and an unknown questionnaire', async () => {
      // Prepare
      const token = team.owner.tokens.IdToken;

      // Act
      const badDate = await gql(
        EXPORT_FIGURES,
        { questionnaire: qnr.id, start: 'soon', end: YEAR.end },
        token,
      );
      const badMin = await gql(
        EXPORT_FIGURES,
        { questionnaire: qnr.id, ...YEAR, minRequiredRecords: 0 },
        token,
      );
      const unknown = await gql(EXPORT_FIGURES, { questionnaire: 'no-such-questionnaire', ...YEAR }, token);

      // Assess
      expect(badDate.errors?.[0]?.errorInfo).toEqual({ fieldErrors: { start: 'invalid' } });
      expect(badMin.errors?.[0]?.errorInfo).toEqual({ fieldErrors: { minRequiredRecords: 'tooSmall' } });
      expect(errorTypeOf(unknown)).toBe('questionnaire.notFound');
    });

    it('refuses every wrong caller', async () => {
      // Prepare
      const callers = await wrongCallersOf(team);

      for (const [name, caller] of callers) {
        // Act
        const response = await gql(EXPORT_FIGURES, { questionnaire: qnr.id, ...YEAR }, caller);

        // Assess
        const expected =
          {
            'a member of another organisation': 'questionnaire.notFound',
            'a removed member': 'auth.noOrganisation',
          }[name] ?? 'Unauthorized';
        expect(errorTypeOf(response), name).toBe(expected);
        expect(response.data?.exportReliableChange ?? null, name).toBeNull();
      }
    });
  });
});
