import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GetSelfQuery } from '@/lib/graphql/generated/graphql';
import { renderWithApi } from '@/testing/render-with-api';
import { ProfileForm } from './profile-form';

const self = {
  id: 'u1',
  email: 'sam@example.org',
  emailEnabled: true,
  profile: { id: 'u1', name: 'Sam' },
  settings: { unsubscribed: false, notifyOnRemote: false, language: 'en' },
} as unknown as GetSelfQuery['self'];

describe('ProfileForm', () => {
  it('says "Please provide your name" when Save is pressed with the name cleared', async () => {
    // Prepare
    renderWithApi(<ProfileForm self={self} />, () => ({}));
    // Act
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '' } });
    // Let formik validate the change, as it has by the time a person reaches the button.
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Assess
    expect(await screen.findByText('Please provide your name')).toBeDefined();
  });
});
