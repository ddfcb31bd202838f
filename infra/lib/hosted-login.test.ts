import { describe, expect, it } from 'vitest';
import { brandHost, loginDomainName, loginHosts, redirectUrls } from './hosted-login.ts';

describe('hosted login hosts', () => {
  it('signs the default brand in on app.{domain} and each partner brand on its own sub-domain', () => {
    // Act
    const hosts = loginHosts(['default', 'harbour', 'meadow'], { domain: 'ripple.example.org' });

    // Assess
    expect(hosts).toEqual({
      default: 'app.ripple.example.org',
      harbour: 'harbour.ripple.example.org',
      meadow: 'meadow.ripple.example.org',
    });
    expect(brandHost('dev', 'ripple.example.org')).toBe('dev.ripple.example.org');
  });

  it('always has a default client, even if the default folder were not served', () => {
    // Act
    const hosts = loginHosts(['harbour'], { domain: 'ripple.example.org' });

    // Assess
    expect(Object.keys(hosts)).toEqual(['default', 'harbour']);
  });

  it('has one client for the cloudfront.net address without a domain', () => {
    // Act
    const hosts = loginHosts(['default', 'harbour'], { distributionDomainName: 'd111.cloudfront.net' });

    // Assess
    expect(hosts).toEqual({ default: 'd111.cloudfront.net' });
  });

  it('redirects back to /login after sign-in and to / after sign-out, on login.{domain}', () => {
    // Act
    const urls = redirectUrls('harbour.ripple.example.org');

    // Assess
    expect(urls).toEqual({
      callbackUrl: 'https://harbour.ripple.example.org/login',
      logoutUrl: 'https://harbour.ripple.example.org/',
    });
    expect(loginDomainName('ripple.example.org')).toBe('login.ripple.example.org');
  });
});
