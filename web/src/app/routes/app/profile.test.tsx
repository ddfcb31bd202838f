import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlResponse, renderApp } from '../../test-utils';
import * as auth from '@/testing/auth-mock';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

const self = {
  id: 'u1',
  email: 'ada@example.org',
  emailEnabled: true,
  profile: { id: 'u1', name: 'Ada Lovelace' },
  settings: { unsubscribed: false, notifyOnRemote: true, language: 'und' },
};

/** Answers GetSelf and organisation; UpdateSelf through `onUpdate`. */
function stubApi(onUpdate: (variables: Record<string, unknown>) => Response, account = self) {
  const calls: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const { query, variables } = JSON.parse(init.body as string) as {
        query: string;
        variables: Record<string, unknown>;
      };
      if (query.includes('mutation UpdateSelf')) {
        calls.push(variables);
        return Promise.resolve(onUpdate(variables));
      }
      if (query.includes('GetSelf')) return Promise.resolve(graphqlResponse({ data: { self: account } }));
      return Promise.resolve(
        graphqlResponse({
          data: { organisation: { id: 'o', name: 'Analytical Engines', plugins: [] } },
        }),
      );
    }),
  );
  return calls;
}

beforeEach(() => {
  auth.getSession.mockResolvedValue({ idToken: 'token', expiresAt: Date.now() + 60_000 });
});

describe('/profile', () => {
  it('says beside the notice setting that no email will come when this Ripple sends none', async () => {
    // Prepare
    stubApi(() => graphqlResponse({ data: null }), { ...self, emailEnabled: false });
    // Act
    renderApp('/profile');
    // Assess
    const notify = await screen.findByLabelText('Notify me when a remote record is completed');
    const description = document.getElementById(notify.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(
      'This Ripple sends no email yet, so no notice will reach you. Its volunteer team can turn email on.',
    );
  });

  it('says nothing of email when this Ripple sends it', async () => {
    // Prepare
    stubApi(() => graphqlResponse({ data: null }));
    // Act
    renderApp('/profile');
    // Assess
    const notify = await screen.findByLabelText('Notify me when a remote record is completed');
    expect(notify.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(/sends no email/)).toBeNull();
  });

  it('shows the settings, with Save enabled once changed, and says what is wrong with the name', async () => {
    // Prepare
    stubApi(() => graphqlResponse({ data: null }));
    // Act
    renderApp('/profile');
    // Assess
    const name = await screen.findByLabelText('Name');
    expect((name as HTMLInputElement).value).toBe('Ada Lovelace');
    const language = screen.getByLabelText<HTMLSelectElement>('Language');
    expect(language.selectedOptions[0]?.textContent).toBe('Auto Detect');
    expect(
      screen.getByLabelText<HTMLInputElement>('Notify me when a remote record is completed').checked,
    ).toBe(true);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.blur(name);
    expect(await screen.findByText('Please provide your name')).toBeTruthy();
    // Pressable while invalid, so that pressing it says what is wrong (issue 31 item 1).
    expect(save).toHaveProperty('disabled', false);
    fireEvent.change(name, { target: { value: 'n'.repeat(101) } });
    expect(await screen.findByText('Your name can be at most 100 characters')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Ada King' } });
    await waitFor(() => expect(screen.queryByText('Your name can be at most 100 characters')).toBeNull());
    expect(save).toHaveProperty('disabled', false);
  });

  it('saves through UpdateSelf', async () => {
    // Prepare
    const calls = stubApi((variables) =>
      graphqlResponse({
        data: {
          UpdateSelf: {
            ...self,
            profile: { id: 'u1', name: variables.name },
            settings: {
              ...self.settings,
              language: variables.language,
              unsubscribed: variables.unsubscribed,
            },
          },
        },
      }),
    );
    renderApp('/profile');
    // Act
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Ada King' } });
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'en' } });
    fireEvent.click(screen.getByLabelText('Unsubscribe from emails'));
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    fireEvent.click(save);
    // Assess
    expect(await screen.findByText('Your changes have been saved')).toBeTruthy();
    expect(calls).toEqual([{ name: 'Ada King', language: 'en', notifyOnRemote: true, unsubscribed: true }]);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });

  it('says when saving failed, with the advice', async () => {
    stubApi(() => graphqlResponse({ data: null, errors: [{ errorType: 'input.invalid', message: 'x' }] }));
    renderApp('/profile');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Ada King' } });
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    fireEvent.click(save);
    expect(
      await screen.findByText(
        /^Editing your user account failed\. Please refresh and try again, if that doesn't work/,
      ),
    ).toBeTruthy();
  });

  it('changes the password (6 to 256 characters)', async () => {
    // Prepare
    stubApi(() => graphqlResponse({ data: null }));
    auth.changePassword.mockResolvedValue(undefined);
    renderApp('/profile');
    // Act
    fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: 'old-secret' } });
    const next = screen.getByLabelText('New password');
    fireEvent.change(next, { target: { value: 'short' } });
    fireEvent.blur(next);
    // Assess
    expect(await screen.findByText('Passwords should be at least 6 characters long')).toBeTruthy();
    fireEvent.change(next, { target: { value: 'p'.repeat(257) } });
    expect(await screen.findByText('Passwords can be at most 256 characters long')).toBeTruthy();
    fireEvent.change(next, { target: { value: 'longer-secret' } });
    const submit = screen.getByRole('button', { name: 'Change password' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);
    expect(await screen.findByText('Your password has been changed')).toBeTruthy();
    expect(auth.changePassword).toHaveBeenCalledWith('old-secret', 'longer-secret');
  });

  it('names the account to password managers in a hidden username field', async () => {
    // Prepare
    stubApi(() => graphqlResponse({ data: null }));
    // Act
    renderApp('/profile');
    await screen.findByLabelText('Name');
    // Assess
    const form = screen.getByLabelText('Current password').closest('form')!;
    const username = form.querySelector<HTMLInputElement>('input[autocomplete="username"]');
    expect(username).toMatchObject({ value: 'ada@example.org', readOnly: true, hidden: true });
  });
});
