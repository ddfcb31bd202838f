import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as auth from '@/testing/auth-mock';
import { renderFeature } from '@/testing/render-with-api';
import { PasskeySettings } from './passkey-settings';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

beforeEach(() => {
  auth.passkeyRegistrationUrl
    .mockReset()
    .mockResolvedValue('https://login.example.org/passkeys/add?client_id=c');
});

describe('PasskeySettings', () => {
  it("opens the hosted login's page for adding a passkey", async () => {
    // Prepare
    const open = vi.fn();
    renderFeature(<PasskeySettings open={open} />);
    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    // Assess
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://login.example.org/passkeys/add?client_id=c'),
    );
  });

  it('says so when there is no hosted login to add it on', async () => {
    // Prepare
    auth.passkeyRegistrationUrl.mockResolvedValue(null);
    const open = vi.fn();
    renderFeature(<PasskeySettings open={open} />);
    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    // Assess
    expect(await screen.findByText(/The page for adding a passkey could not be opened/)).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });
});
