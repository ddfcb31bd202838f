import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPIED_MS, CopyBox } from './copy-box';

const qr = vi.hoisted(() => ({ qrCodePng: vi.fn(), downloadUrl: vi.fn() }));
vi.mock('./qr-code', () => qr);

describe('CopyBox', () => {
  afterEach(() => vi.useRealTimers());

  it("copies the link and reads 'Copied' for 4 seconds", async () => {
    // Prepare
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve(undefined));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CopyBox value="http://app.localhost/invite/abc" label="Invite link" />);
    // Act
    await act(() => Promise.resolve(fireEvent.click(screen.getByRole('button', { name: 'Copy' }))));
    // Assess
    expect(writeText).toHaveBeenCalledWith('http://app.localhost/invite/abc');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(COPIED_MS - 1);
    });
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Invite link' })).toBeTruthy();
  });

  it('downloads the QR code of the link under the given name', async () => {
    // Prepare
    qr.qrCodePng.mockResolvedValue('data:image/png;base64,AAA');
    render(<CopyBox value="http://app.localhost/smn/x" label="Link" qrFileName="link.png" />);
    // Act
    await act(() => Promise.resolve(fireEvent.click(screen.getByRole('button', { name: 'QR code' }))));
    // Assess
    expect(qr.qrCodePng).toHaveBeenCalledWith('http://app.localhost/smn/x');
    expect(qr.downloadUrl).toHaveBeenCalledWith('data:image/png;base64,AAA', 'link.png');
  });

  it('has no QR button without a file name', () => {
    render(<CopyBox value="http://app.localhost/invite/abc" label="Invite link" />);
    expect(screen.queryByRole('button', { name: 'QR code' })).toBeNull();
  });
});
