import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { stringOptions, type FilterOption } from '../utils/filter-options';
import { DeferredFilterComboBox } from './deferred-filter-combo-box';

const OPTIONS = stringOptions(
  Array.from({ length: 12 }, (_, i) => `client-${String(i + 1).padStart(2, '0')}`),
);

type FilterProps = { initiallyChosen?: string[]; options?: FilterOption[] };

function Filter({ initiallyChosen = [], options = OPTIONS }: FilterProps) {
  const [chosen, setChosen] = useState(initiallyChosen);
  return (
    <DeferredFilterComboBox label="Beneficiaries" options={options} chosen={chosen} onChange={setChosen} />
  );
}

const field = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Beneficiaries' });
// react-aria marks the elements it renders; the stand-in has no such mark.
const isLoaded = (input: HTMLElement) => input.hasAttribute('data-rac');
const arrived = async (placeholder: HTMLElement) => {
  await waitFor(() => expect(field()).not.toBe(placeholder));
  expect(isLoaded(field())).toBe(true);
  return field();
};

/**
 * Each element's tag, classes, role and ARIA states in document order, without ids (each render makes its own)
 * or react-aria's data attributes: what lays the field out and what a screen reader reads of it.
 */
function shape(root: Element): string[] {
  return [...root.querySelectorAll('*')]
    .filter((element) => !element.closest('template'))
    .map((element) => {
      const attributes = [...element.attributes]
        .filter(({ name }) => !/^(id|for|data-.*|title|tabindex)$/.test(name) || name === 'tabindex')
        .filter(({ name, value }) => !(name === 'tabindex' && value === '0'))
        .map(({ name, value }) => (/^aria-(labelledby|describedby)$/.test(name) ? name : `${name}=${value}`))
        .sort();
      return `${element.tagName.toLowerCase()} ${attributes.join(' ')}`;
    });
}

describe('DeferredFilterComboBox', () => {
  it('is the closed combo box, named and described, laid out as it, before it has loaded', async () => {
    // Act
    const { container } = render(<Filter />);
    // Assess: the field as a screen reader reads it, with no react-aria loaded
    const input = field();
    expect(isLoaded(input)).toBe(false);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.placeholder).toBe('Search');
    const hint = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('12 matches, keep typing to narrow them down');
    expect(screen.queryByRole('listbox')).toBeNull();
    const before = shape(container);
    // Act: the pointer passes over it
    fireEvent.pointerEnter(input.closest('label')?.parentElement ?? input);
    // Assess: the combo box took its place, closed and unfocused, element for element the same
    const loaded = await arrived(input);
    expect(shape(container)).toEqual(before);
    expect(document.activeElement).not.toBe(loaded);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('keeps the text typed while it loads, the focus and the caret, and goes on taking keys', async () => {
    // Prepare
    render(<Filter />);
    const placeholder = field();
    // Act: a keyboard user tabs in and types at once
    act(() => placeholder.focus());
    fireEvent.change(placeholder, { target: { value: 'client-1' } });
    placeholder.setSelectionRange(2, 5, 'backward');
    // Assess
    const input = await arrived(placeholder);
    expect(input.value).toBe('client-1');
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd, input.selectionDirection]).toEqual([2, 5, 'backward']);
    // Focusing a combo box opens its list (menuTrigger="focus"), with the matches of the text kept
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['client-10', 'client-11', 'client-12']);
    // Act: the next keys go to the combo box, which chooses as before
    fireEvent.change(input, { target: { value: 'client-11' } });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    // Assess
    expect(await screen.findByRole('row', { name: 'client-11' })).toBeTruthy();
    expect(input.value).toBe('');
  });

  it('opens the list, at its first option, when its button was pressed by keyboard or screen reader before it loaded', async () => {
    // Prepare: few enough options to list
    render(<Filter options={OPTIONS.slice(0, 3)} />);
    const placeholder = field();
    // Act: a screen reader's press is a click with no pointer
    fireEvent.click(screen.getByRole('button', { name: /Show Beneficiaries/ }));
    // Assess: the focus went to the field, as react-aria's button puts it, and the list opened once loaded
    expect(document.activeElement).toBe(placeholder);
    const input = await arrived(placeholder);
    const listbox = await screen.findByRole('listbox');
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const first = await within(listbox).findByRole('option', { name: 'client-01' });
    await waitFor(() => expect(input.getAttribute('aria-activedescendant')).toBe(first.id));
  });

  it('opens the list when its button was pressed by mouse before it loaded, leaving the focus in the field', async () => {
    // Prepare
    render(<Filter />);
    const placeholder = field();
    const button = screen.getByRole('button', { name: /Show Beneficiaries/ });
    // Act
    fireEvent.pointerDown(button, { pointerType: 'mouse', button: 0 });
    const focusKept = fireEvent.mouseDown(button);
    fireEvent.click(button, { detail: 1 });
    // Assess: the button never took the focus
    expect(focusKept).toBe(false);
    expect(document.activeElement).toBe(placeholder);
    const input = await arrived(placeholder);
    expect(await screen.findByRole('listbox')).toBeTruthy();
    expect(document.activeElement).toBe(input);
  });

  it('leaves the focus where the user moved it while it loaded', async () => {
    // Prepare: the field had the focus, then Tab took it to the next control before the combo box arrived
    render(
      <>
        <Filter />
        <button type="button">Next</button>
      </>,
    );
    const placeholder = field();
    act(() => placeholder.focus());
    fireEvent.change(placeholder, { target: { value: 'cl' } });
    const next = screen.getByRole('button', { name: 'Next' });
    act(() => next.focus());
    // Assess
    const input = await arrived(placeholder);
    expect(input.value).toBe('cl');
    expect(document.activeElement).toBe(next);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('loads at once when the filter holds chosen values, which are react-aria tags', async () => {
    // Act
    render(<Filter initiallyChosen={['client-03']} />);
    // Assess
    expect(await screen.findByRole('row', { name: 'client-03' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Remove client-03/ })).toBeTruthy();
    expect(isLoaded(field())).toBe(true);
  });
});
