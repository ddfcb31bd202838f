import { isConditionCheckFailed } from 'dynamodb-toolbox';

/**
 * Sends one conditional write: `true` when it was written, `false` when its condition did not hold (the item is
 * not there, not the organisation's, already revoked…), so a repository answers "not done" without an error.
 */
export const writtenIf = async (send: () => Promise<unknown>): Promise<boolean> => {
  try {
    await send();
    return true;
  } catch (error) {
    if (isConditionCheckFailed(error)) return false;
    throw error;
  }
};
