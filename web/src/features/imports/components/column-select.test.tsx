import { render, screen, within } from '@testing-library/react';
import { Formik } from 'formik';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ColumnSelect, columnLetter } from './column-select';

const HEADER = ['Beneficiary', 'Date', 'Date'];

function Form({ children, error }: { children: ReactNode; error?: string }) {
  return (
    <Formik
      initialValues={{ beneficiaryColumn: '', notesColumn: '' }}
      initialErrors={error ? { beneficiaryColumn: error } : {}}
      initialTouched={error ? { beneficiaryColumn: true } : {}}
      onSubmit={() => {}}
    >
      <>{children}</>
    </Formik>
  );
}

const firstOption = (label: string) =>
  within(screen.getByRole('combobox', { name: label })).getAllByRole('option')[0]?.textContent;

describe('ColumnSelect', () => {
  it('asks for a column a record needs and offers "not in this file" for one it may lack', () => {
    // Act
    render(
      <Form>
        <ColumnSelect name="beneficiaryColumn" label="Beneficiary ID" header={HEADER} />
        <ColumnSelect name="notesColumn" label="Notes" header={HEADER} optional />
      </Form>,
    );

    // Assess
    expect(firstOption('Beneficiary ID')).toBe('Choose a column');
    expect(firstOption('Notes')).toBe('Not in this file');
    const columns = within(screen.getByRole('combobox', { name: 'Notes' })).getAllByRole('option');
    expect(columns.map((option) => option.textContent)).toEqual([
      'Not in this file',
      'A · Beneficiary',
      'B · Date',
      'C · Date',
    ]);
  });

  it('words its error and links it to the select', () => {
    // Act
    render(
      <Form error="mapping.required">
        <ColumnSelect name="beneficiaryColumn" label="Beneficiary ID" header={HEADER} />
      </Form>,
    );

    // Assess
    const select = screen.getByRole('combobox', { name: 'Beneficiary ID' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('combobox', { description: 'Choose a column' })).toBe(select);
  });

  it('names columns as a spreadsheet does', () => {
    // Assess
    expect([0, 25, 26, 27, 701, 702].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });
});
