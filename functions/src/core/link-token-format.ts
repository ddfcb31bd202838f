/**
 * A link token on the wire is `ripple-link.` and then the signed JWT. AppSync reads an `Authorization` value that is
 * a JWT as a Cognito user pool (or OIDC) token and never hands it to the Lambda authorizer, so a bare link JWT would
 * be refused as a bad user-pool token (docs/decisions.md, "Link tokens are not JWTs to AppSync"). With the prefix
 * the value has four dot-separated parts and a first part that is no base64url JSON: no JWT parser takes it.
 */
export const LINK_TOKEN_PREFIX = 'ripple-link.';

/** The link token for a signed JWT. */
export const withLinkTokenPrefix = (jwt: string): string => `${LINK_TOKEN_PREFIX}${jwt}`;

/** The signed JWT inside a link token; null when the value lacks the prefix, so nothing relies on a bare JWT. */
export const linkTokenJwt = (token: string): string | null =>
  token.startsWith(LINK_TOKEN_PREFIX) ? token.slice(LINK_TOKEN_PREFIX.length) : null;
