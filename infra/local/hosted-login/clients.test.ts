import { describe, expect, it } from 'vitest';
import { allowedOrigins, isCallbackOf, isLogoutUrlOf, localAppOrigins, localClients } from './clients.ts';
import { brandOfUrl } from './hosted-login.ts';

describe('the local hosted login clients', () => {
  const clients = localClients({ default: 'd', harbour: 'h' }, 3291);
  const [defaultClient, harbour] = clients as [(typeof clients)[0], (typeof clients)[0]];

  it("return to their brand's host and to app.localhost, at /login, and sign out to its root", () => {
    expect(harbour.callbackUrls).toEqual([
      'http://harbour.localhost:3291/login',
      'http://app.localhost:3291/login',
    ]);
    expect(harbour.logoutUrls).toEqual(['http://harbour.localhost:3291/', 'http://app.localhost:3291/']);
    expect(defaultClient.callbackUrls).toEqual(['http://app.localhost:3291/login']);
  });

  it('match redirect and sign-out URLs exactly, as Cognito does', () => {
    expect(isCallbackOf(harbour, 'http://harbour.localhost:3291/login')).toBe(true);
    for (const url of [
      'http://harbour.localhost:3291/login/',
      'http://harbour.localhost:3291/login?x=1',
      'http://meadow.localhost:3291/login',
      'http://harbour.localhost:3000/login',
      undefined,
    ]) {
      expect(isCallbackOf(harbour, url)).toBe(false);
    }
    expect(isLogoutUrlOf(defaultClient, 'http://app.localhost:3291/')).toBe(true);
    expect(isLogoutUrlOf(defaultClient, 'http://harbour.localhost:3291/')).toBe(false);
  });

  it('let the token endpoint answer only the app origins', () => {
    expect([...allowedOrigins(clients)].sort()).toEqual([
      'http://app.localhost:3291',
      'http://harbour.localhost:3291',
    ]);
  });

  it("name the page's brand by the redirect host's first label, as the edge function does", () => {
    const known = ['default', 'harbour'];
    expect(brandOfUrl('http://harbour.localhost:3291/login', known)).toBe('harbour');
    expect(brandOfUrl('http://app.localhost:3291/login', known)).toBe('default');
    expect(brandOfUrl('http://localhost:3291/login', known)).toBe('default');
    expect(brandOfUrl('not a url', known)).toBe('default');
  });

  it("name each brand's own origin as the one its sign-in returns to (config.json's appOrigins)", () => {
    expect(localAppOrigins({ default: 'd', harbour: 'h' }, 3291)).toEqual({
      default: 'http://app.localhost:3291',
      harbour: 'http://harbour.localhost:3291',
    });
  });
});
