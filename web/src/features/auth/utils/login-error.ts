/** Spec 01 §8: a failure whose description mentions "blocked" (Cognito says "disabled") has its own message. */
export function isBlockedError(error: unknown): boolean {
  return error instanceof Error && /blocked|disabled/i.test(error.message);
}
