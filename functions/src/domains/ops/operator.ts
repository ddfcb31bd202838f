import { AppError } from '#core/app-error.ts';
import type { RequestContext, StaffCaller } from '#core/auth-context.ts';

import { OPERATORS_GROUP } from './operators-group.ts';
import type { OperatorsRepository } from './operators.repository.ts';

/** Who takes an operator action, as the audit log records it. */
export type Operator = { id: string; email: string; via: 'console' | 'cli' };

/**
 * A staff user whose ID token names the operators group (`cognito:groups`): what the navigation shows. It is not
 * enough to act: the token outlives a removal by up to its lifetime, so {@link requireOperator} also reads the record.
 */
export const isOperator = (staff: StaffCaller): boolean => staff.groups?.includes(OPERATORS_GROUP) ?? false;

/**
 * Every operator field starts here: anyone but an operator (another staff user, a link token, the anonymous
 * caller) is refused with `ops.forbidden` before anything else is read. A staff caller needs both the group in the
 * token and the operator record, read on every call, so `operator remove` ends access at once ("access ends the
 * moment membership ends"); a caller without the group is refused without a read. The command line (`channel`
 * `cli`, set only by scripts/ops.ts, never from a request) is authorised by its AWS credentials for the table.
 * Membership of an organisation plays no part: operators act across organisations.
 */
export const requireOperator = async (
  { caller, channel }: RequestContext,
  operators: Pick<OperatorsRepository, 'isOperator'>,
): Promise<Operator> => {
  if (caller.kind !== 'staff' || !isOperator(caller)) throw new AppError('ops.forbidden');
  if (channel !== 'cli' && !(await operators.isOperator(caller.userId))) throw new AppError('ops.forbidden');
  return { id: caller.userId, email: caller.email, via: channel === 'cli' ? 'cli' : 'console' };
};
