import { describe, expect, it } from 'vitest';

import { contentSecurityPolicy } from './content-security-policy.ts';

describe('contentSecurityPolicy', () => {
  it('allows only the same origin plus the named connect sources, and forbids framing and inline scripts', () => {
    // Prepare
    const cognito = 'https://cognito-idp.eu-west-2.amazonaws.com';
    // Act
    const directives = contentSecurityPolicy([cognito]).split('; ');
    // Assess
    expect(directives).toContain(`connect-src 'self' ${cognito}`);
    expect(directives).toContain("script-src 'self'");
    expect(directives).toContain("frame-ancestors 'none'");
    expect(directives).toContain("worker-src 'self' blob:");
    expect(contentSecurityPolicy()).toContain("connect-src 'self';");
  });
});
