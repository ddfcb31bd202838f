import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as auth from '@/testing/auth-mock';
import { renderFeature } from '@/testing/render-with-api';
import { MfaSettings } from './mfa-settings';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

beforeEach(() => {
  auth.isTotpEnabled.mockReset().mockResolvedValue(false);
  auth.confirmTotpSetup.mockReset().mockResolvedValue(undefined);
  auth.turnOffTotp.mockReset().mockResolvedValue(undefined);
});

describe('MfaSettings', () => {
  it('adds an authenticator app: shows its key, and turns it on with its first code', async () => {
    // Prepare
    renderFeature(<MfaSettings />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add an authenticator app' }));
    expect((await screen.findByTestId('totp-secret')).textContent).toBe('JBSWY3DPEHPK3PXP');
    auth.isTotpEnabled.mockResolvedValue(true);
    // Act
    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: ' 123456 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    // Assess
    await waitFor(() => expect(auth.confirmTotpSetup).toHaveBeenCalledWith('123456'));
    expect(await screen.findByText('Two-step sign-in is on')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeTruthy();
  });

  it('says a wrong code is wrong, without sending people to support, and stays off', async () => {
    auth.confirmTotpSetup.mockRejectedValue(
      Object.assign(new Error('Code mismatch'), { name: 'EnableSoftwareTokenMFAException' }),
    );
    renderFeature(<MfaSettings />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add an authenticator app' }));
    fireEvent.change(await screen.findByLabelText('Code from the app'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(/^That code is not right/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn on' })).toBeTruthy();
  });

  it('turns the app off', async () => {
    auth.isTotpEnabled.mockResolvedValue(true);
    renderFeature(<MfaSettings />);
    expect(await screen.findByText(/and a code from your authenticator app/)).toBeTruthy();
    auth.isTotpEnabled.mockResolvedValue(false);
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(auth.turnOffTotp).toHaveBeenCalledOnce());
    expect(await screen.findByText('Two-step sign-in is off')).toBeTruthy();
  });
});
