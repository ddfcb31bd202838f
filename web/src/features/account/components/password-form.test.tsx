import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as auth from '@/testing/auth-mock';
import { renderFeature } from '@/testing/render-with-api';
import { PasswordForm } from './password-form';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

describe('PasswordForm', () => {
  it('says the current password is wrong when Cognito refuses it, without sending people to support', async () => {
    // Prepare
    auth.changePassword.mockRejectedValueOnce(
      Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }),
    );
    renderFeature(<PasswordForm email="sam@example.org" />);
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'wrong-one' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'a-new-password' } });
    // Act
    fireEvent.submit(screen.getByRole('button', { name: 'Change password' }));
    // Assess
    const alert = await screen.findByText(/Your current password is incorrect/);
    expect(alert.textContent).not.toMatch(/failed/i);
  });
});
