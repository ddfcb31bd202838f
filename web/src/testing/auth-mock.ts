import { vi } from 'vitest';
import type * as Auth from '@/lib/auth';

/**
 * Stands in for `@/lib/auth` in tests: `vi.mock('@/lib/auth', () => import('@/testing/auth-mock'))`, then set
 * what it answers through this module (`import * as auth from '@/testing/auth-mock'`). Signed out by default.
 */
export const configureAuth = vi.fn<typeof Auth.configureAuth>();
export const getSession = vi.fn<typeof Auth.getSession>(async () => null);
export const startHostedLogin = vi.fn<typeof Auth.startHostedLogin>(async () => undefined);
export const completeHostedLogin = vi.fn<typeof Auth.completeHostedLogin>(async () => '/');
export const hostedLogoutUrl = vi.fn<typeof Auth.hostedLogoutUrl>(async () => null);
export const signOutUser = vi.fn<typeof Auth.signOutUser>(async () => undefined);
export const refreshSession = vi.fn<typeof Auth.refreshSession>();
export const currentIdToken = vi.fn<typeof Auth.currentIdToken>(async () => 'token');
export const changePassword = vi.fn<typeof Auth.changePassword>(async () => undefined);
export const isTotpEnabled = vi.fn<typeof Auth.isTotpEnabled>(async () => false);
export const startTotpSetup = vi.fn<typeof Auth.startTotpSetup>(async () => ({
  secret: 'JBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Ripple:ada?secret=JBSWY3DPEHPK3PXP&issuer=Ripple',
}));
export const confirmTotpSetup = vi.fn<typeof Auth.confirmTotpSetup>(async () => undefined);
export const turnOffTotp = vi.fn<typeof Auth.turnOffTotp>(async () => undefined);
