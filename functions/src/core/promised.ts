/**
 * Runs `body` at once and answers its value as a promise, a throw as a rejection: what an `async` function without
 * an `await` does, for the places whose contract is a promise (an SDK provider, a resolver, a Lambda handler) but
 * whose work is synchronous.
 */
export const promised = <T>(body: () => T): Promise<T> => new Promise((resolve) => resolve(body()));
