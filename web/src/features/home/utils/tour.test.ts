import { describe, expect, it } from 'vitest';
import { findStage, TOUR_NONE, TOUR_STAGES, tourReducer, trackStages, type TourState } from './tour';

const run = (state: TourState, ...events: Parameters<typeof tourReducer>[1][]) =>
  events.reduce(tourReducer, state);

describe('tour stages', () => {
  it('has questionnaire 1-4, record 1-7 and report 1-3, each ending in a What next? panel', () => {
    // Act
    const ids = TOUR_STAGES.map((stage) => stage.id);
    // Assess
    expect(ids).toEqual([
      'questionnaire-1',
      'questionnaire-2',
      'questionnaire-3',
      'questionnaire-4',
      ...[1, 2, 3, 4, 5, 6, 7].map((step) => `record-${step}`),
      'report-1',
      'report-2',
      'report-3',
    ]);
    for (const track of ['questionnaire', 'record', 'report'] as const)
      expect(trackStages(track).at(-1)?.whatNext).toBeDefined();
    expect(findStage('questionnaire-4')?.whatNext?.nextTrack).toBe('record');
    expect(findStage('record-7')?.whatNext?.nextTrack).toBe('report');
    expect(findStage('report-3')?.whatNext?.nextTrack).toBeUndefined();
  });
});

describe('tourReducer', () => {
  it('starts a track at its first stage', () => {
    expect(tourReducer(TOUR_NONE, { type: 'start', track: 'record' })).toBe('record-1');
  });

  it('moves on and back on explicit clicks, never back before the first step', () => {
    expect(run('questionnaire-1', { type: 'next' }, { type: 'next' })).toBe('questionnaire-3');
    expect(run('questionnaire-3', { type: 'back' }, { type: 'back' }, { type: 'back' })).toBe(
      'questionnaire-1',
    );
  });

  it('ends after the last panel of a track', () => {
    expect(tourReducer('report-3', { type: 'next' })).toBe(TOUR_NONE);
  });

  it('ends (stage none) when cancelled at any stage', () => {
    for (const stage of TOUR_STAGES) expect(tourReducer(stage.id, { type: 'cancel' })).toBe(TOUR_NONE);
  });

  it("moves on when the location changes to the next stage's page", () => {
    // Act: the user follows the highlighted Questionnaires link
    const state = tourReducer('questionnaire-1', { type: 'location', pathname: '/questions/' });
    // Assess
    expect(state).toBe('questionnaire-2');
  });

  it('stays when the location is the stage’s own page or unrelated', () => {
    expect(tourReducer('questionnaire-2', { type: 'location', pathname: '/questions' })).toBe(
      'questionnaire-2',
    );
    expect(tourReducer('record-1', { type: 'location', pathname: '/settings' })).toBe('record-1');
  });

  it('moves on when the current step unmounts, but ignores other steps and What next? panels', () => {
    expect(tourReducer('record-6', { type: 'unmount', id: 'record-6' })).toBe('record-7');
    expect(tourReducer('record-6', { type: 'unmount', id: 'record-1' })).toBe('record-6');
    expect(tourReducer('record-7', { type: 'unmount', id: 'record-7' })).toBe('record-7');
  });

  it('ignores events other than start when no tour runs', () => {
    expect(tourReducer(TOUR_NONE, { type: 'next' })).toBe(TOUR_NONE);
    expect(tourReducer('unknown-9', { type: 'location', pathname: '/' })).toBe(TOUR_NONE);
  });
});
