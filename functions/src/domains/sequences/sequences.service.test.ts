import { describe, expect, it } from 'vitest';

import type { RequestContext } from '#core/auth-context.ts';
import {
  ORG,
  aStoredQuestionnaire,
  anonymous,
  beneficiary,
  outsider,
  questionnaireSetup,
  staff,
} from '../../../../test/fixtures/questionnaire-fixtures.ts';

import {
  deleteSequence,
  editSequence,
  getSequence,
  listSequences,
  newSequence,
} from './sequences.service.ts';

const as = (caller: RequestContext['caller']): RequestContext => ({ caller });
const ctx = as(staff);

const setup = () => {
  const base = questionnaireSetup();
  base.store.seed(
    ORG,
    aStoredQuestionnaire({ id: 'a', name: 'A', requiredTags: [{ label: 'Site', options: ['N'] }] }),
  );
  base.store.seed(
    ORG,
    aStoredQuestionnaire({ id: 'b', name: 'B', requiredTags: [{ label: 'site', options: ['S'] }] }),
  );
  base.store.seed(
    ORG,
    aStoredQuestionnaire({
      id: 'c',
      name: 'C',
      requiredTags: [
        { label: 'SITE', options: ['S', 'N'] },
        { label: 'Group', options: ['G'] },
      ],
    }),
  );
  return base;
};

describe('newSequence', () => {
  it('creates a sequence; each required tag offers the options every questionnaire with its label accepts', async () => {
    // Prepare
    const { deps } = setup();

    // Act
    const result = await newSequence(
      ctx,
      { name: 'Intake', destination: 'https://example.org', questionnaires: ['a', null, 'c'] },
      deps,
    );

    // Assess
    expect(result).toEqual({
      id: 'id-1',
      name: 'Intake',
      description: null,
      destination: 'https://example.org',
      questionnaires: [
        { id: 'a', name: 'A' },
        { id: 'c', name: 'C' },
      ],
      // S is an option of C only: starting with it would fail A's check, so it is not offered.
      requiredTags: [
        { label: 'Site', options: ['N'] },
        { label: 'Group', options: ['G'] },
      ],
    });
    await expect(listSequences(ctx, deps)).resolves.toEqual([result]);
  });

  it('offers no option for a label whose questionnaires share none, whichever comes first', async () => {
    // Prepare
    const { deps } = setup();

    // Act
    const first = await newSequence(ctx, { name: 'One', questionnaires: ['a', 'b'] }, deps);
    const second = await newSequence(ctx, { name: 'Two', questionnaires: ['b', 'c', 'a'] }, deps);

    // Assess
    expect(first.requiredTags).toEqual([{ label: 'Site', options: [] }]);
    expect(second.requiredTags).toEqual([
      { label: 'site', options: [] },
      { label: 'Group', options: ['G'] },
    ]);
  });

  it.each([
    [{ name: ' ' }, { name: 'required' }],
    [{ questionnaires: [] }, { questionnaires: 'required' }],
    [{ questionnaires: ['', null] }, { questionnaires: 'required' }],
    [{ destination: 'ftp://example.org' }, { destination: 'invalid' }],
    [{ destination: 'example.org' }, { destination: 'invalid' }],
  ])('refuses %j and writes nothing', async (input, fieldErrors) => {
    // Prepare
    const { store, deps } = setup();

    // Act, Assess
    await expect(
      newSequence(ctx, { name: 'S', questionnaires: ['a'], ...input }, deps),
    ).rejects.toMatchObject({
      code: 'input.invalid',
      fieldErrors,
    });
    expect(store.sequences.size).toBe(0);
  });

  it('treats an empty destination as absent, refuses unknown questionnaires and names in use', async () => {
    // Prepare
    const { deps } = setup();

    // Act, Assess
    await expect(
      newSequence(ctx, { name: 'S', destination: '', questionnaires: ['a'] }, deps),
    ).resolves.toMatchObject({
      destination: null,
    });
    await expect(newSequence(ctx, { name: 's', questionnaires: ['a'] }, deps)).rejects.toMatchObject({
      code: 'sequence.nameInUse',
    });
    await expect(newSequence(ctx, { name: 'T', questionnaires: ['nope'] }, deps)).rejects.toMatchObject({
      code: 'questionnaire.notFound',
    });
  });

  it('refuses beneficiaries, anonymous callers, and another organisation’s questionnaires', async () => {
    // Prepare
    const { deps } = setup();

    // Act, Assess
    for (const caller of [beneficiary, anonymous]) {
      await expect(newSequence(as(caller), { name: 'S', questionnaires: ['a'] }, deps)).rejects.toMatchObject(
        {
          code: 'auth.forbidden',
        },
      );
    }
    await expect(newSequence(as(outsider), { name: 'S', questionnaires: ['a'] }, deps)).rejects.toMatchObject(
      {
        code: 'questionnaire.notFound',
      },
    );
  });
});

describe('editSequence and deleteSequence', () => {
  it('replaces the fields, moves the name, deletes and frees the name', async () => {
    // Prepare
    const { deps } = setup();
    await newSequence(ctx, { name: 'Before', description: 'D', questionnaires: ['a'] }, deps);

    // Act
    const edited = await editSequence(ctx, { id: 'id-1', name: 'After', questionnaires: ['b', 'a'] }, deps);

    // Assess
    expect(edited).toMatchObject({
      name: 'After',
      description: null,
      questionnaires: [{ id: 'b' }, { id: 'a' }],
    });
    await expect(newSequence(ctx, { name: 'before', questionnaires: ['a'] }, deps)).resolves.toBeDefined();
    await expect(deleteSequence(ctx, { id: 'id-1' }, deps)).resolves.toBe(true);
    await expect(getSequence(ctx, { id: 'id-1' }, deps)).rejects.toMatchObject({ code: 'sequence.notFound' });
    await expect(newSequence(ctx, { name: 'after', questionnaires: ['a'] }, deps)).resolves.toBeDefined();
  });

  it('refuses unknown ids, another organisation’s sequence and a name in use', async () => {
    // Prepare
    const { deps } = setup();
    await newSequence(ctx, { name: 'One', questionnaires: ['a'] }, deps);
    await newSequence(ctx, { name: 'Two', questionnaires: ['a'] }, deps);

    // Act, Assess
    await expect(
      editSequence(ctx, { id: 'nope', name: 'X', questionnaires: ['a'] }, deps),
    ).rejects.toMatchObject({
      code: 'sequence.notFound',
    });
    await expect(
      editSequence(ctx, { id: 'id-1', name: 'two', questionnaires: ['a'] }, deps),
    ).rejects.toMatchObject({
      code: 'sequence.nameInUse',
    });
    await expect(deleteSequence(as(outsider), { id: 'id-1' }, deps)).rejects.toMatchObject({
      code: 'sequence.notFound',
    });
    await expect(getSequence(ctx, { id: 'id-1' }, deps)).resolves.toMatchObject({ name: 'One' });
  });
});
