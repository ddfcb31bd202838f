import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { graphqlResponse, renderApp } from '../test-utils';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

const failing = (errorType: string) =>
  vi.fn(() => Promise.resolve(graphqlResponse({ data: null, errors: [{ errorType, message: errorType }] })));

const bodyOf = (fetch: ReturnType<typeof vi.fn>, call = 0) => {
  const [, init] = fetch.mock.calls[call] as unknown as [string, RequestInit];
  return {
    body: JSON.parse(init.body as string) as { variables: unknown },
    authorization: (init.headers as Record<string, string>).Authorization,
  };
};

describe('/verify-email/{token}', () => {
  it("verifies the link's address as the anonymous caller and offers to log in", async () => {
    // Prepare
    const fetch = vi.fn(() => Promise.resolve(graphqlResponse({ data: { VerifyEmail: true } })));
    vi.stubGlobal('fetch', fetch);
    // Act
    renderApp('/verify-email/abc_def');
    // Assess
    expect(await screen.findByText('Your email address is verified. You can log in now.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(bodyOf(fetch)).toEqual({
      body: expect.objectContaining({ variables: { token: 'abc_def' } }) as unknown,
      authorization: 'anonymous',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says an expired link has expired and offers a new one', async () => {
    vi.stubGlobal('fetch', failing('verification.expired'));
    renderApp('/verify-email/old');
    expect(await screen.findByText('This link has expired. Ask for a new one below.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeTruthy();
  });

  it('says a link that is not valid is not, and offers a new one', async () => {
    vi.stubGlobal('fetch', failing('verification.invalid'));
    renderApp('/verify-email/forged');
    expect(await screen.findByText(/^This link is not valid\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeTruthy();
  });
});

describe('/verify-email (send the link again)', () => {
  it('sends a new link to the address given and says so', async () => {
    // Prepare
    const fetch = vi.fn(() => Promise.resolve(graphqlResponse({ data: { ResendVerificationEmail: true } })));
    vi.stubGlobal('fetch', fetch);
    renderApp('/verify-email');
    // Act
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: ' ann@example.org ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    // Assess
    expect(
      await screen.findByText(/^If ann@example\.org has an account that is not verified yet/),
    ).toBeTruthy();
    expect(bodyOf(fetch).body.variables).toEqual({ email: 'ann@example.org' });
  });

  it('says to wait when a link went out less than a minute ago', async () => {
    vi.stubGlobal('fetch', failing('verification.tooSoon'));
    renderApp('/verify-email');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ann@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(/^We sent a link less than a minute ago\./)).toBeTruthy();
  });
});
