/**
 * The one Content-Security-Policy of the SPA, served by the CloudFront response-headers policy and by the local
 * server, so the local stack breaks on exactly what the cloud would block.
 * @param connectSources origins the SPA may call besides its own: the hosted login's (`/oauth2/token`,
 * `/oauth2/revoke`), and in the cloud Cognito's API endpoint too (locally that is same-origin under /cognito)
 */
export function contentSecurityPolicy(connectSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ['connect-src', "'self'", ...connectSources].join(' '),
    "img-src 'self' data: blob:",
    // nivo and react-aria set inline styles.
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
