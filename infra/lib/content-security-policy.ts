/**
 * The one Content-Security-Policy of the SPA, served by the CloudFront response-headers policy and by the local
 * server, so the local stack breaks on exactly what the cloud would block.
 * @param connectSources origins the SPA may call besides its own: the hosted login's (`/oauth2/token`,
 * `/oauth2/revoke`), and in the cloud Cognito's API endpoint and the imports bucket (presigned uploads) too (locally
 * both are same-origin, under /cognito and /dev/imports)
 */
export function contentSecurityPolicy(connectSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ['connect-src', "'self'", ...connectSources].join(' '),
    "img-src 'self' data: blob:",
    // nivo and react-aria set inline styles.
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self'",
    // read-excel-file's unzipper (fflate) inflates a large sheet in a worker it makes from a blob: URL of its own
    // code; workers only, so no page script can come from a blob.
    "worker-src 'self' blob:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
