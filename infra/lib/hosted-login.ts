/** The brand that `app.{domain}` (and the cloudfront.net address) shows; every other brand has its sub-domain. */
export const DEFAULT_BRAND = 'default';

/**
 * What the SPA asks the hosted login for: the ID token's identity (`openid`, `email`, `profile`) and
 * `aws.cognito.signin.user.admin`, which lets the access token call Cognito's own user operations (TOTP set-up
 * from /profile, sign-out).
 */
export const HOSTED_LOGIN_SCOPES = ['openid', 'email', 'profile', 'aws.cognito.signin.user.admin'] as const;

/** The user-pool domain's name when the deploy has a domain; the wildcard certificate covers it. */
export const loginDomainName = (domain: string): string => `login.${domain}`;

/**
 * Cognito's prefix domain without a custom one: `<prefix>.auth.<region>.amazoncognito.com`, where the prefix is
 * `<stage prefix>-<account>` (prefixes are unique per region across all accounts).
 */
export const prefixDomainName = (stagePrefix: string, account: string, region: string): string =>
  `${stagePrefix}-${account}.auth.${region}.amazoncognito.com`;

/** The host a brand's site answers on: `app.{domain}` for the default brand, `{brand}.{domain}` for the others. */
export const brandHost = (brand: string, domain: string): string =>
  brand === DEFAULT_BRAND ? `app.${domain}` : `${brand}.${domain}`;

/** The redirect URLs the SPA uses on a host: back from sign-in to `/login`, back from sign-out to `/`. */
export const redirectUrls = (host: string): { callbackUrl: string; logoutUrl: string } => ({
  callbackUrl: `https://${host}/login`,
  logoutUrl: `https://${host}/`,
});

/**
 * The hosts that get an app client, by brand. Cognito matches redirect URLs exactly (no wildcards), so every
 * served brand has its own client with its own host; without a domain there is one client, for the site's
 * cloudfront.net address.
 */
export function loginHosts(
  brands: readonly string[],
  site: { readonly domain: string } | { readonly distributionDomainName: string },
): Record<string, string> {
  if ('distributionDomainName' in site) return { [DEFAULT_BRAND]: site.distributionDomainName };
  const served = brands.includes(DEFAULT_BRAND) ? brands : [DEFAULT_BRAND, ...brands];
  return Object.fromEntries(served.map((brand) => [brand, brandHost(brand, site.domain)]));
}
