import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aStaffRecord } from '@/testing/record-data';
import { renderWithApi } from '@/testing/render-with-api';
import { RecordsList } from './records-list';

describe('RecordsList', () => {
  it('tells apart the links of two records of the same questionnaire by their dates', async () => {
    // Act
    renderWithApi(<RecordsList beneficiary="ben-1" />, () => ({
      meetings: [aStaffRecord(), aStaffRecord({ id: 'm2', date: '2024-06-01T10:00:00.000Z' })],
      incompleteMeetings: [],
    }));
    // Assess
    const views = await screen.findAllByRole('link', { name: /^View the Wellbeing record of .*2024/ });
    const edits = screen.getAllByRole('link', { name: /^Edit the Wellbeing record of .*2024/ });
    const names = [...views, ...edits].map((link) => link.getAttribute('aria-label'));
    expect(new Set(names).size).toBe(4);
  });
});
