import { describe, expect, it } from 'vitest';

import type { RequestContext } from '#core/auth-context.ts';
import { checkQuestionnaireRules } from '../../../../test/fixtures/catalogue-checks.ts';
import {
  ORG,
  anonymous,
  beneficiary,
  questionnaireSetup,
  staff,
} from '../../../../test/fixtures/questionnaire-fixtures.ts';

import {
  CATALOGUE,
  getCatalogueQuestionnaire,
  importOutcomeSet,
  importQuestionnaire,
  listCatalogue,
} from './catalogue.service.ts';
import { ONS4_CATALOGUE_ID } from './data/ons4.ts';

const as = (caller: RequestContext['caller']): RequestContext => ({ caller });
const ctx = as(staff);

describe('the catalogue data', () => {
  it('has ONS4 and at least four more instruments, each with licence, attribution and valid questions', () => {
    // Assess
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(5);
    expect(new Set(CATALOGUE.map(({ id }) => id)).size).toBe(CATALOGUE.length);
    for (const entry of CATALOGUE) {
      expect(entry.license, entry.name).not.toBe('');
      expect(entry.attribution, entry.name).not.toBe('');
      expect(checkQuestionnaireRules(entry), entry.name).toEqual([]);
    }
    const ons4 = CATALOGUE.find(({ id }) => id === ONS4_CATALOGUE_ID)!;
    expect(ons4.questions.map(({ leftValue, rightValue }) => [leftValue, rightValue])).toEqual([
      [0, 10],
      [0, 10],
      [0, 10],
      [0, 10],
    ]);
    expect(ons4.attribution).toContain('Office for National Statistics');
    expect(ons4.license).toContain('Open Government Licence');
  });
});

describe('listCatalogue and getCatalogueQuestionnaire', () => {
  it('returns read-only outcome sets with licence and attribution', async () => {
    // Prepare
    const { deps } = questionnaireSetup();

    // Act
    const list = await listCatalogue(ctx, { source: 'softoutcomes' }, deps);
    const one = await getCatalogueQuestionnaire(ctx, { source: 'softoutcomes', id: ONS4_CATALOGUE_ID }, deps);

    // Assess
    expect(list).toHaveLength(CATALOGUE.length);
    expect(list[0]).toEqual(one);
    expect(one.outcomeset).toMatchObject({ id: ONS4_CATALOGUE_ID, readOnly: true, inUse: false });
    expect(one.outcomeset.questions[0]).toMatchObject({ __typename: 'LikertScale', leftLabel: 'Not at all' });
  });

  it('refuses another source, an unknown id, beneficiaries and anonymous callers', async () => {
    // Prepare
    const { deps } = questionnaireSetup();

    // Act, Assess
    await expect(listCatalogue(ctx, { source: 'other' }, deps)).rejects.toMatchObject({
      code: 'catalogue.unknownSource',
    });
    await expect(
      getCatalogueQuestionnaire(ctx, { source: 'softoutcomes', id: 'x' }, deps),
    ).rejects.toMatchObject({
      code: 'catalogue.notFound',
    });
    for (const caller of [beneficiary, anonymous]) {
      await expect(listCatalogue(as(caller), { source: 'softoutcomes' }, deps)).rejects.toMatchObject({
        code: 'auth.forbidden',
      });
    }
  });
});

describe('importOutcomeSet and importQuestionnaire', () => {
  it('store a read-only copy under a new id; a second import is a name in use', async () => {
    // Prepare
    const { store, deps } = questionnaireSetup();

    // Act
    const copy = await importOutcomeSet(ctx, { source: 'softoutcomes', id: ONS4_CATALOGUE_ID }, deps);

    // Assess
    expect(copy).toMatchObject({ id: 'id-1', name: 'ONS Wellbeing', readOnly: true });
    expect(store.stored(ORG, 'id-1')).toMatchObject({ readOnly: true, version: 1 });
    await expect(importQuestionnaire(ctx, { id: ONS4_CATALOGUE_ID }, deps)).rejects.toMatchObject({
      code: 'questionnaire.nameInUse',
    });
    await expect(importOutcomeSet(ctx, { source: 'x', id: ONS4_CATALOGUE_ID }, deps)).rejects.toMatchObject({
      code: 'catalogue.unknownSource',
    });
    await expect(
      importOutcomeSet(as(beneficiary), { source: 'softoutcomes', id: ONS4_CATALOGUE_ID }, deps),
    ).rejects.toMatchObject({ code: 'auth.forbidden' });
  });
});
