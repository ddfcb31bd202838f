import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import {
  questionnairesRepository,
  type QuestionnairesRepository,
} from '../../functions/src/domains/questionnaires/questionnaires.repository.ts';
import {
  sequencesRepository,
  type Sequence,
  type SequencesRepository,
} from '../../functions/src/domains/sequences/sequences.repository.ts';
import { aStoredQuestionnaire } from '../fixtures/questionnaire-fixtures.ts';
import { InMemoryQuestionnaireStore } from '../fixtures/questionnaire-repositories.ts';
import { contractSubjects } from './steps/repository-contract.ts';

type Subject = { orgId: string; questionnaires: QuestionnairesRepository; sequences: SequencesRepository };

const SUBJECTS = contractSubjects<Subject>({
  dynamodb: async () => ({
    orgId: `org-${randomUUID()}`,
    questionnaires: questionnairesRepository,
    sequences: sequencesRepository,
  }),
  inMemory: async () => {
    const store = new InMemoryQuestionnaireStore();
    return {
      orgId: 'org-1',
      questionnaires: store.questionnairesRepository,
      sequences: store.sequencesRepository,
    };
  },
});

const aSequence = (overrides: Partial<Sequence> = {}): Sequence => ({
  id: 'seq-1',
  name: 'Intake',
  questionnaires: ['qnr-1'],
  version: 1,
  createdAt: '2024-01-01T00:00:00.000Z',
  ...overrides,
});

describe.each(SUBJECTS)('the questionnaires repository contract: %s', (_name, make) => {
  it('reads back the questionnaire it created, alone and in the list', async () => {
    // Prepare
    const { orgId, questionnaires } = await make();
    const questionnaire = aStoredQuestionnaire();
    // Act
    await questionnaires.createQuestionnaire(orgId, questionnaire);
    // Assess
    expect(await questionnaires.getQuestionnaire(orgId, questionnaire.id)).toEqual(questionnaire);
    expect(await questionnaires.listQuestionnaires(orgId)).toEqual([questionnaire]);
  });

  it('refuses a name the organisation uses already, whatever its case, with questionnaire.nameInUse', async () => {
    // Prepare
    const { orgId, questionnaires } = await make();
    await questionnaires.createQuestionnaire(orgId, aStoredQuestionnaire({ name: 'Wellbeing' }));
    // Act
    const second = questionnaires.createQuestionnaire(
      orgId,
      aStoredQuestionnaire({ id: 'qnr-2', name: ' WELLBEING' }),
    );
    // Assess
    await expect(second).rejects.toMatchObject({ name: 'AppError', code: 'questionnaire.nameInUse' });
    expect(await questionnaires.getQuestionnaire(orgId, 'qnr-2')).toBeUndefined();
  });

  it('saves an edit of the version it read and answers conflict to one read before it, keeping the first', async () => {
    // Prepare
    const { orgId, questionnaires } = await make();
    const read = aStoredQuestionnaire();
    await questionnaires.createQuestionnaire(orgId, read);
    const edited = { ...read, description: 'first', version: read.version + 1 };
    // Act
    const saved = await questionnaires.saveQuestionnaire(orgId, edited, read);
    const stale = await questionnaires.saveQuestionnaire(
      orgId,
      { ...read, description: 'second', version: read.version + 1 },
      read,
    );
    // Assess
    expect([saved, stale]).toEqual(['saved', 'conflict']);
    expect(await questionnaires.getQuestionnaire(orgId, read.id)).toEqual(edited);
  });

  it('moves the name with a rename, refusing a taken one with questionnaire.nameInUse', async () => {
    // Prepare
    const { orgId, questionnaires } = await make();
    const read = aStoredQuestionnaire({ name: 'Wellbeing' });
    await questionnaires.createQuestionnaire(orgId, read);
    await questionnaires.createQuestionnaire(orgId, aStoredQuestionnaire({ id: 'qnr-2', name: 'Mood' }));
    // Act
    const taken = questionnaires.saveQuestionnaire(orgId, { ...read, name: 'mood', version: 2 }, read);
    await expect(taken).rejects.toMatchObject({ name: 'AppError', code: 'questionnaire.nameInUse' });
    const renamed = await questionnaires.saveQuestionnaire(
      orgId,
      { ...read, name: 'Sleep', version: 2 },
      read,
    );
    await questionnaires.createQuestionnaire(orgId, aStoredQuestionnaire({ id: 'qnr-3', name: 'Wellbeing' }));
    // Assess
    expect(renamed).toBe('saved');
    expect((await questionnaires.listQuestionnaires(orgId)).map(({ name }) => name).sort()).toEqual([
      'Mood',
      'Sleep',
      'Wellbeing',
    ]);
  });

  it('deletes the version it read, hiding it and freeing its name, and answers conflict to a stale one', async () => {
    // Prepare
    const { orgId, questionnaires } = await make();
    const read = aStoredQuestionnaire();
    await questionnaires.createQuestionnaire(orgId, read);
    const other = aStoredQuestionnaire({ id: 'qnr-2', name: 'Mood' });
    await questionnaires.createQuestionnaire(orgId, other);
    await questionnaires.saveQuestionnaire(orgId, { ...other, version: 2 }, other);
    // Act
    const deleted = await questionnaires.deleteQuestionnaire(orgId, read);
    const stale = await questionnaires.deleteQuestionnaire(orgId, other);
    await questionnaires.createQuestionnaire(orgId, aStoredQuestionnaire({ id: 'qnr-3' }));
    // Assess
    expect([deleted, stale]).toEqual(['saved', 'conflict']);
    expect(await questionnaires.getQuestionnaire(orgId, read.id)).toBeUndefined();
    expect((await questionnaires.listQuestionnaires(orgId)).map(({ id }) => id).sort()).toEqual([
      'qnr-2',
      'qnr-3',
    ]);
  });
});

describe.each(SUBJECTS)('the sequences repository contract: %s', (_name, make) => {
  it('reads back the sequence it created, alone and in the list', async () => {
    // Prepare
    const { orgId, questionnaires, sequences } = await make();
    await questionnaires.createQuestionnaire(orgId, aStoredQuestionnaire());
    const sequence = aSequence();
    // Act
    await sequences.createSequence(orgId, sequence);
    // Assess
    expect(await sequences.getSequence(orgId, sequence.id)).toEqual(sequence);
    expect(await sequences.listSequences(orgId)).toEqual([sequence]);
  });

  it('refuses a sequence of a questionnaire that does not exist or was deleted with questionnaire.notFound', async () => {
    // Prepare
    const { orgId, questionnaires, sequences } = await make();
    const gone = aStoredQuestionnaire();
    await questionnaires.createQuestionnaire(orgId, gone);
    await questionnaires.deleteQuestionnaire(orgId, gone);
    // Act
    const outcomes = await Promise.allSettled([
      sequences.createSequence(orgId, aSequence({ questionnaires: ['qnr-none'] })),
      sequences.createSequence(orgId, aSequence({ id: 'seq-2', name: 'Other' })),
    ]);
    // Assess
    const notFound = {
      status: 'rejected',
      reason: expect.objectContaining({ code: 'questionnaire.notFound' }),
    };
    expect(outcomes).toEqual([notFound, notFound]);
    expect(await sequences.listSequences(orgId)).toEqual([]);
  });

  it('refuses a name the organisation uses already, whatever its case, with sequence.nameInUse', async () => {
    // Prepare
    const { orgId, questionnaires, sequences } = await make();
    await questionnaires.createQuestionnaire(orgId, aStoredQuestionnaire());
    await sequences.createSequence(orgId, aSequence({ name: 'Intake' }));
    // Act
    const second = sequences.createSequence(orgId, aSequence({ id: 'seq-2', name: 'intake' }));
    // Assess
    await expect(second).rejects.toMatchObject({ name: 'AppError', code: 'sequence.nameInUse' });
    expect(await sequences.getSequence(orgId, 'seq-2')).toBeUndefined();
  });

  it('saves and deletes the version it read, answering conflict to a stale one, and frees the name', async () => {
    // Prepare
    const { orgId, questionnaires, sequences } = await make();
    await questionnaires.createQuestionnaire(orgId, aStoredQuestionnaire());
    const read = aSequence();
    await sequences.createSequence(orgId, read);
    const renamed = { ...read, name: 'Follow-up', version: 2 };
    // Act
    const saved = await sequences.saveSequence(orgId, renamed, read);
    const staleSave = await sequences.saveSequence(orgId, { ...read, description: 'late', version: 2 }, read);
    const staleDelete = await sequences.deleteSequence(orgId, read);
    const deleted = await sequences.deleteSequence(orgId, renamed);
    await sequences.createSequence(orgId, aSequence({ id: 'seq-2', name: 'Follow-up' }));
    // Assess
    expect([saved, staleSave, staleDelete, deleted]).toEqual(['saved', 'conflict', 'conflict', 'saved']);
    expect(await sequences.getSequence(orgId, read.id)).toBeUndefined();
    expect((await sequences.listSequences(orgId)).map(({ id }) => id)).toEqual(['seq-2']);
  });
});
