import type { AppSyncAuthorizerEvent, AppSyncAuthorizerResult } from 'aws-lambda';

import { isAppError } from '#core/app-error.ts';
import type { ResolverContext } from '#core/auth-context.ts';
import { verifyLinkToken } from '#core/link-token.ts';
import { logger } from '#core/logger.ts';

import { rootFieldCount } from './root-fields.ts';

/** The literal token of public operations (docs/decisions.md, "Anonymous callers"). */
export const ANONYMOUS_TOKEN = 'anonymous';

/**
 * Root fields one anonymous or link request may carry. Every operation the web sends these callers has one; more
 * would multiply what one request does (a hundred summon uses or sign-ups in one call, past any per-request rate
 * limit). docs/decisions.md, "Query cost limits".
 */
export const MAX_ROOT_FIELDS = 1;

const DENIED: AppSyncAuthorizerResult<ResolverContext> = { isAuthorized: false, ttlOverride: 0 };

/**
 * AppSync `AWS_LAMBDA` auth mode: the anonymous caller or a beneficiary link token (`ripple-link.` and a JWT, the
 * prefix checked and taken off by verifyLinkToken); anything else, a bare JWT included, is refused.
 */
export const handler = async (
  event: AppSyncAuthorizerEvent,
): Promise<AppSyncAuthorizerResult<ResolverContext>> => {
  const { queryString, operationName } = event.requestContext;
  const rootFields = rootFieldCount(queryString ?? '', operationName);
  if (rootFields === undefined || rootFields > MAX_ROOT_FIELDS) return DENIED;
  // The value as sent, no `Bearer ` taken off: AppSync keeps that scheme for OIDC and would not call us with it.
  const token = event.authorizationToken;
  // Never cached (ttlOverride 0): AppSync caches a decision by token alone, so a cached "allow" would let the next
  // request with the same token through unread, whatever its root fields; and a revoked link stops at once.
  if (token === ANONYMOUS_TOKEN) {
    return { isAuthorized: true, resolverContext: { kind: 'anonymous' }, ttlOverride: 0 };
  }
  try {
    const { orgId, beneficiaryId, sequence, jti } = await verifyLinkToken(token);
    return {
      isAuthorized: true,
      resolverContext: { kind: 'beneficiary', orgId, beneficiaryId, sequence: JSON.stringify(sequence), jti },
      ttlOverride: 0,
    };
  } catch (error) {
    if (!isAppError(error)) logger.error('Could not check a link token', { error });
    return DENIED;
  }
};
