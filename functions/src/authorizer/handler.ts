import type { AppSyncAuthorizerEvent, AppSyncAuthorizerResult } from 'aws-lambda';

import { isAppError } from '#core/app-error.ts';
import type { ResolverContext } from '#core/auth-context.ts';
import { verifyLinkToken } from '#core/link-token.ts';
import { logger } from '#core/logger.ts';

/** The literal token of public operations (docs/decisions.md, "Anonymous callers"). */
export const ANONYMOUS_TOKEN = 'anonymous';

// Short, so a revoked or expired link stops working soon; AppSync caches per token for this many seconds.
const TTL_SECONDS = 60;

const DENIED: AppSyncAuthorizerResult<ResolverContext> = { isAuthorized: false, ttlOverride: 0 };

/** AppSync `AWS_LAMBDA` auth mode: the anonymous caller or a beneficiary link token; anything else is refused. */
export const handler = async (
  event: AppSyncAuthorizerEvent,
): Promise<AppSyncAuthorizerResult<ResolverContext>> => {
  const token = event.authorizationToken.replace(/^Bearer /, '');
  if (token === ANONYMOUS_TOKEN) {
    return { isAuthorized: true, resolverContext: { kind: 'anonymous' }, ttlOverride: TTL_SECONDS };
  }
  try {
    const { orgId, beneficiaryId, sequence, jti, expiresAt } = await verifyLinkToken(token);
    const secondsLeft = Math.floor((expiresAt.getTime() - Date.now()) / 1000);
    return {
      isAuthorized: true,
      resolverContext: { kind: 'beneficiary', orgId, beneficiaryId, sequence: JSON.stringify(sequence), jti },
      ttlOverride: Math.max(0, Math.min(TTL_SECONDS, secondsLeft)),
    };
  } catch (error) {
    if (!isAppError(error)) logger.error('Could not check a link token', { error });
    return DENIED;
  }
};
