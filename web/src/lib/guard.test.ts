import { describe, expect, it } from 'vitest';
import { decideRoute } from './guard';

describe('decideRoute (spec 01 §2 route guard)', () => {
  it('renders public routes for anyone', () => {
    expect(decideRoute({ access: 'public', path: '/login', signedIn: false })).toEqual({ kind: 'render' });
    expect(decideRoute({ access: 'public', path: '/login', signedIn: true })).toEqual({ kind: 'render' });
  });

  it('sends an anonymous user to /login with the encoded return path', () => {
    // Act
    const decision = decideRoute({ access: 'staff', path: '/beneficiary/a b?q=1', signedIn: false });
    // Assess
    expect(decision).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fbeneficiary%2Fa%20b%3Fq%3D1' });
  });

  it('renders staff routes for a signed-in user with an organisation', () => {
    expect(decideRoute({ access: 'staff', path: '/', signedIn: true, organisationError: null })).toEqual({
      kind: 'render',
    });
  });

  it('blocks a signed-in user without an organisation', () => {
    expect(
      decideRoute({ access: 'staff', path: '/', signedIn: true, organisationError: 'auth.noOrganisation' }),
    ).toEqual({ kind: 'noOrganisation' });
  });

  it('passes any other organisation failure on as an error', () => {
    expect(decideRoute({ access: 'staff', path: '/', signedIn: true, organisationError: 'network' })).toEqual(
      {
        kind: 'error',
        code: 'network',
      },
    );
  });

  it('sends a signed-in user away from guest-only routes (sign-up) to /', () => {
    expect(decideRoute({ access: 'guestOnly', path: '/signup', signedIn: true })).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(decideRoute({ access: 'guestOnly', path: '/signup', signedIn: false })).toEqual({
      kind: 'render',
    });
  });
});
