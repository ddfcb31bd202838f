import { z } from 'zod';

/** The login form; messages are i18n keys of the `auth` namespace. */
export const loginInputSchema = z.object({
  email: z
    .string({ error: 'validation.emailRequired' })
    .trim()
    .min(1, 'validation.emailRequired')
    .pipe(z.email('validation.emailInvalid')),
  password: z.string({ error: 'validation.passwordRequired' }).min(1, 'validation.passwordRequired'),
});

export type LoginInput = z.infer<typeof loginInputSchema>;

/** Spec 01 §8: a failure whose description mentions "blocked" (Cognito says "disabled") has its own message. */
export function isBlockedError(error: unknown): boolean {
  return error instanceof Error && /blocked|disabled/i.test(error.message);
}
