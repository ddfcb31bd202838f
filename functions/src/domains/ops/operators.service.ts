import type { OperatorDirectory } from './operator-directory.ts';
import type { OperatorsRepository } from './operators.repository.ts';

/** The operators' command line's own deps: the user pool and the operator records. */
export type OperatorAdminDeps = {
  directory: OperatorDirectory;
  operators: Pick<OperatorsRepository, 'add' | 'remove'>;
  now?: () => Date;
};

const normalised = (email: string) => email.trim().toLowerCase();

/**
 * `npm run ops -- operator add <email>`: the Cognito group (the navigation, from the user's next sign-in) and the
 * operator record (what every operator field checks). Idempotent, so it also migrates an operator made before
 * the record existed (docs/deploy.md, "Operators"). `notFound` when the pool has no such user.
 */
export const addOperator = async (email: string, deps: OperatorAdminDeps): Promise<'added' | 'notFound'> => {
  const username = normalised(email);
  const user = await deps.directory.findUser(username);
  if (!user) return 'notFound';
  await deps.directory.addToGroup(username);
  await deps.operators.add({
    userId: user.userId,
    email: username,
    addedAt: (deps.now?.() ?? new Date()).toISOString(),
  });
  return 'added';
};

/**
 * `npm run ops -- operator remove <email>`: access ends at once, "the moment membership ends". The record goes
 * first, so the very next operator call is refused although the ID token still names the group; then the group,
 * and every session of the user is signed out, so no refresh brings a token back. Idempotent.
 */
export const removeOperator = async (
  email: string,
  deps: OperatorAdminDeps,
): Promise<'removed' | 'notFound'> => {
  const username = normalised(email);
  const user = await deps.directory.findUser(username);
  if (!user) return 'notFound';
  await deps.operators.remove(user.userId);
  await deps.directory.removeFromGroup(username);
  await deps.directory.signOutEverywhere(username);
  return 'removed';
};
