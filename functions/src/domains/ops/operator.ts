import { AppError } from '#core/app-error.ts';
import type { RequestContext, StaffCaller } from '#core/auth-context.ts';

import { OPERATORS_GROUP } from './operators-group.ts';

/** Who takes an operator action, as the audit log records it. */
export type Operator = { id: string; email: string; via: 'console' | 'cli' };

/** A staff user whose ID token names the operators group (`cognito:groups`). */
export const isOperator = (staff: StaffCaller): boolean => staff.groups?.includes(OPERATORS_GROUP) ?? false;

/**
 * Every operator field starts here: anyone but an operator (another staff user, a link token, the anonymous
 * caller) is refused with `ops.forbidden` before anything is read. Membership of an organisation plays no part:
 * operators act across organisations.
 */
export const requireOperator = ({ caller, channel }: RequestContext): Operator => {
  if (caller.kind !== 'staff' || !isOperator(caller)) throw new AppError('ops.forbidden');
  return { id: caller.userId, email: caller.email, via: channel === 'cli' ? 'cli' : 'console' };
};
