import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPIED_MS, CopyBox } from './copy-box';

describe('CopyBox', () => {
  afterEach(() => vi.useRealTimers());

  it("copies the link and reads 'Copied' for 4 seconds", async () => {
    // Prepare
    vi.useFakeTimers();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CopyBox value="http://app.localhost/invite/abc" label="Invite link" />);
    // Act
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    // Assess
    expect(writeText).toHaveBeenCalledWith('http://app.localhost/invite/abc');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(COPIED_MS - 1));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Invite link' })).toBeTruthy();
  });
});
