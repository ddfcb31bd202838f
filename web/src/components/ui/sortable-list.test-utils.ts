import { act, fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

const ROW = 60;

/**
 * jsdom lays nothing out; dnd-kit measures. Gives every list item a 50 px high box, one per 60 px row in
 * list order, so the keyboard sensor can find the neighbours. Returns the restore function.
 */
export function layOutListItems(): () => void {
  const spy = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    const item = this.closest('li');
    const index = item?.parentElement ? [...item.parentElement.children].indexOf(item) : 0;
    const top = item ? index * ROW : 0;
    const height = item ? 50 : 0;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 400,
      height,
      bottom: top + height,
      right: 400,
      toJSON: () => ({}),
    };
  });
  return () => spy.mockRestore();
}

/** Picks an item up by its handle with Space, moves it `steps` rows (negative: up), and drops it with Space. */
export async function moveByKeyboard(handle: HTMLElement, steps: number) {
  const key = (code: string) => ({ code, key: code === 'Space' ? ' ' : code });
  act(() => handle.focus());
  fireEvent.keyDown(handle, key('Space'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  for (let step = 0; step < Math.abs(steps); step++) {
    fireEvent.keyDown(handle, key(steps > 0 ? 'ArrowDown' : 'ArrowUp'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }
  fireEvent.keyDown(handle, key('Space'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
