import { vi } from 'vitest';
import type * as Auth from '@/lib/auth';

/**
 * Stands in for `@/lib/auth` in tests: `vi.mock('@/lib/auth', () => import('@/testing/auth-mock'))`, then set
 * what it answers through this module (`import * as auth from '@/testing/auth-mock'`). Signed out by default.
 */
export const configureAuth = vi.fn<typeof Auth.configureAuth>();
export const getSession = vi.fn<typeof Auth.getSession>(() => Promise.resolve(null));
export const startHostedLogin = vi.fn<typeof Auth.startHostedLogin>(() => Promise.resolve(undefined));
export const completeHostedLogin = vi.fn<typeof Auth.completeHostedLogin>(() => Promise.resolve('/'));
export const passkeyRegistrationUrl = vi.fn<typeof Auth.passkeyRegistrationUrl>(() =>
  Promise.resolve(
    'http://login.localhost/passkeys/add?client_id=c&redirect_uri=http%3A%2F%2Fapp.localhost%2Flogin',
  ),
);
export const hostedLogoutUrl = vi.fn<typeof Auth.hostedLogoutUrl>(() => Promise.resolve(null));
export const signOutUser = vi.fn<typeof Auth.signOutUser>(() => Promise.resolve(undefined));
export const refreshSession = vi.fn<typeof Auth.refreshSession>();
export const currentIdToken = vi.fn<typeof Auth.currentIdToken>(() => Promise.resolve('token'));
export const changePassword = vi.fn<typeof Auth.changePassword>(() => Promise.resolve(undefined));
export const isTotpEnabled = vi.fn<typeof Auth.isTotpEnabled>(() => Promise.resolve(false));
export const startTotpSetup = vi.fn<typeof Auth.startTotpSetup>(() =>
  Promise.resolve({
    secret: 'JBSWY3DPEHPK3PXP',
    uri: 'otpauth://totp/Ripple:ada?secret=JBSWY3DPEHPK3PXP&issuer=Ripple',
  }),
);
export const confirmTotpSetup = vi.fn<typeof Auth.confirmTotpSetup>(() => Promise.resolve(undefined));
export const turnOffTotp = vi.fn<typeof Auth.turnOffTotp>(() => Promise.resolve(undefined));
