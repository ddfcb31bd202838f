import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFeature } from '@/testing/render-with-api';
import { stubApi } from '@/testing/stub-api';
import { ReportForm } from './report-form';

function renderForm(props: { askMinRecords?: boolean } = {}) {
  const onSubmit = vi.fn();
  stubApi({
    GetReportQuestionnaires: () => ({ data: { outcomesets: [{ id: 'q1', name: 'Wellbeing' }] } }),
    SuggestReportTags: () => ({ data: { suggestQuestionnaireTags: ['north', 'south'] } }),
  });
  renderFeature(<ReportForm questionnaire="q1" onSubmit={onSubmit} {...props} />);
  return onSubmit;
}

describe('the report form’s tags', () => {
  it('says which tag was added or removed and keeps focus in the tag picker', async () => {
    // Prepare
    renderForm();
    const select = await screen.findByRole('combobox', { name: 'Add a tag' });
    await screen.findByRole('option', { name: 'south' });
    // Act
    fireEvent.change(select, { target: { value: 'north' } });
    fireEvent.change(select, { target: { value: 'south' } });
    // Assess: with every tag chosen the select stays focusable
    expect(screen.getByRole('status').textContent).toBe('Added south');
    expect(select.hasAttribute('disabled')).toBe(false);
    // Act
    const north = screen.getByRole('button', { name: 'Remove tag north' });
    act(() => north.focus());
    fireEvent.click(north);
    // Assess
    const south = screen.getByRole('button', { name: 'Remove tag south' });
    await waitFor(() => expect(document.activeElement).toBe(south));
    expect(screen.getByRole('status').textContent).toBe('Removed north');
    // Act
    fireEvent.click(south);
    // Assess
    await waitFor(() => expect(document.activeElement).toBe(select));
    expect(screen.getByRole('status').textContent).toBe('Removed south');
  });
});

describe('the report form’s minimum records', () => {
  it('offers the minimum records per beneficiary, 2 by default, and submits the one chosen', async () => {
    // Prepare
    const submit = renderForm({ askMinRecords: true });
    const field = await screen.findByLabelText<HTMLInputElement>(/Minimum records per beneficiary/);
    expect(field.value).toBe('2');
    // Act
    fireEvent.change(field, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    // Assess
    await waitFor(() => expect(submit).toHaveBeenCalledWith(expect.objectContaining({ minRecords: 3 })));
  });
});

describe('the report form’s date range', () => {
  it('says "Please select a time range", not "a valid" one, while the end year is being cleared', async () => {
    // Prepare
    renderForm();
    fireEvent.click(await screen.findByRole('radio', { name: 'Date Range' }));
    const years = screen.getAllByRole('spinbutton', { name: /^year/i });
    const endYear = years[years.length - 1]!;
    // Act
    act(() => endYear.focus());
    fireEvent.keyDown(endYear, { key: 'Backspace' });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    // Assess
    expect(await screen.findByText('Please select a time range')).toBeTruthy();
    expect(screen.queryByText('Please select a valid time range')).toBeNull();
  });
});
