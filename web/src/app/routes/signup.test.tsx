import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlResponse, renderApp } from '../test-utils';
import * as auth from '@/testing/auth-mock';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValidForm() {
  fireEvent.click(screen.getByLabelText('I accept the terms of use and privacy policy'));
  fill('Your name', 'Ada Lovelace');
  fill('Email', 'ada@example.org');
  fill('Confirm email', 'ada@example.org');
  fill('Password', 'secret1');
  fill('Organisation name', 'Analytical Engines');
}

beforeEach(() => {
  auth.getSession.mockResolvedValue(null);
});

describe('/signup', () => {
  it('shows every required-field message when submitted empty', async () => {
    // Prepare
    renderApp('/signup');
    const submit = await screen.findByRole('button', { name: 'Get Started' });
    // Act
    fireEvent.click(submit);
    // Assess
    for (const message of [
      'Please accept the terms of use and privacy policy',
      'Please provide your name',
      'Please provide your email address',
      'Please provide a password',
      "Please provide your organisation's name",
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
  });

  it('shows the invalid, mismatched and too-short messages', async () => {
    // Prepare
    renderApp('/signup');
    await screen.findByRole('button', { name: 'Get Started' });
    // Act
    fill('Email', 'ada@');
    fill('Confirm email', 'ada@example.org');
    fill('Password', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    // Assess
    expect(await screen.findByText('Your email does not appear to be valid')).toBeTruthy();
    expect(await screen.findByText("The email addresses don't match")).toBeTruthy();
    expect(await screen.findByText('Passwords should be at least 6 characters long')).toBeTruthy();
  });

  it("says the API's length limits at the fields, so a long charity name is not a failed sign-up", async () => {
    // Prepare
    renderApp('/signup');
    await screen.findByRole('button', { name: 'Get Started' });
    // Act
    fill('Your name', 'n'.repeat(101));
    fill('Organisation name', `The Riverside Trust for ${'o'.repeat(80)}`);
    fill('Email', `${'e'.repeat(250)}@example.org`);
    fill('Password', 'p'.repeat(257));
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    // Assess
    expect(await screen.findByText('Your name can be at most 100 characters')).toBeTruthy();
    expect(screen.getByText("Your organisation's name can be at most 100 characters")).toBeTruthy();
    expect(screen.getByText('Your email address can be at most 254 characters')).toBeTruthy();
    expect(screen.getByText('Passwords can be at most 256 characters long')).toBeTruthy();
  });

  it('calls AddOrg and goes to /login on success', async () => {
    // Prepare
    const fetchMock = vi.fn(() => Promise.resolve(graphqlResponse({ data: { AddOrg: { id: 'org-1' } } })));
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderApp('/signup');
    await screen.findByRole('button', { name: 'Get Started' });
    // Act
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((JSON.parse(init.body as string) as { variables: unknown }).variables).toEqual({
      name: 'Ada Lovelace',
      organisation: 'Analytical Engines',
      email: 'ada@example.org',
      password: 'secret1',
    });
    expect((init.headers as Record<string, string>).Authorization).toBe('anonymous');
  });

  it('says on /login that the account was created and to check the email, before opening the hosted login', async () => {
    // Prepare
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(graphqlResponse({ data: { AddOrg: { id: 'org-1' } } }))),
    );
    const { router } = renderApp('/signup');
    await screen.findByRole('button', { name: 'Get Started' });
    // Act
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await screen.findByText(
        'Your account has been created. Please check your email: open the link we sent you to verify your address, then log in.',
      ),
    ).toBeTruthy();
    // The hosted login opens only when the person asks: the message stays to be read
    expect(auth.startHostedLogin).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(auth.startHostedLogin).toHaveBeenCalledOnce());
  });

  it('explains an existing email and links to login', async () => {
    // Prepare
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          graphqlResponse({
            data: null,
            errors: [{ errorType: 'signup.emailExists', message: 'signup.emailExists' }],
          }),
        ),
      ),
    );
    renderApp('/signup?redirect=%2Fsettings');
    await screen.findByRole('button', { name: 'Get Started' });
    // Act
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    // Assess
    expect(await screen.findByText('User with this email already exists')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Log in as ada@example.org' });
    expect(link.getAttribute('href')).toBe('/login?redirect=%2Fsettings');
  });

  it('shows the generic failure with the advice', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(graphqlResponse({ errors: [{ errorType: 'internal' }] }))),
    );
    renderApp('/signup');
    await screen.findByRole('button', { name: 'Get Started' });
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(
      await screen.findByText(/^Signup failed\. Please refresh and try again, if that doesn't work/),
    ).toBeTruthy();
  });

  it('sends a signed-in user to /', async () => {
    // Prepare: signed in, and the home page's queries answer
    auth.getSession.mockResolvedValue({ idToken: 'token', expiresAt: Date.now() + 60_000 });
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        const { query } = JSON.parse(init.body as string) as { query: string };
        return Promise.resolve(
          query.includes('GetSelf')
            ? graphqlResponse({
                data: { self: { id: 'u', email: 'a@b.c', profile: { id: 'u', name: 'Ada' } } },
              })
            : graphqlResponse({ data: { organisation: { id: 'o', name: 'Analytical Engines' } } }),
        );
      }),
    );
    // Act
    const { router } = renderApp('/signup');
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Analytical Engines')).toBeTruthy();
  });
});
