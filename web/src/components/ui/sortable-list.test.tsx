import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SortableList } from './sortable-list';
import { layOutListItems, moveByKeyboard } from './sortable-list.test-utils';

const items = ['Apple', 'Banana', 'Cherry'];

function renderList(onMove = vi.fn(), disabled = false) {
  render(
    <SortableList
      items={items}
      getId={(item) => item}
      getName={(item) => item}
      onMove={onMove}
      disabled={disabled}
      renderItem={(item, index, handle) => (
        <>
          {handle}
          <span>{`${index + 1}. ${item}`}</span>
        </>
      )}
    />,
  );
  return onMove;
}

let restore: () => void = () => undefined;
beforeEach(() => {
  restore = layOutListItems();
});
afterEach(() => restore());

describe('SortableList', () => {
  it('moves an item from the keyboard and announces each step in words', async () => {
    // Prepare
    const onMove = renderList();
    const handle = screen.getByRole('button', { name: 'Reorder Apple' });
    expect(handle.getAttribute('aria-roledescription')).toBe('sortable');
    // Act
    await moveByKeyboard(handle, 2);
    // Assess
    expect(onMove).toHaveBeenCalledWith('Apple', 0, 2);
    expect(screen.getByText('Apple dropped at position 3 of 3.')).toBeTruthy();
  });

  it('cancels with Escape without moving', async () => {
    // Prepare
    const onMove = renderList();
    const handle = screen.getByRole('button', { name: 'Reorder Cherry' });
    act(() => handle.focus());
    // Act
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.keyDown(handle, { code: 'ArrowUp', key: 'ArrowUp' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.keyDown(handle, { code: 'Escape', key: 'Escape' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // Assess
    expect(onMove).not.toHaveBeenCalled();
    expect(screen.getByText('Moving Cherry was cancelled.')).toBeTruthy();
  });

  it('has no handles while disabled', () => {
    renderList(vi.fn(), true);
    expect(screen.getByText('1. Apple')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
