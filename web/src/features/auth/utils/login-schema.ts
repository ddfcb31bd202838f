// zod/mini: the login page is the first page most visitors load (see lib/form/zod-formik.ts).
import * as z from 'zod/mini';
import { toFormikValidate } from '@/lib/form/zod-formik';

/** The login form; messages are i18n keys of the `auth` namespace. */
export const loginInputSchema = z.object({
  email: z.pipe(
    z
      .string({ error: 'validation.emailRequired' })
      .check(z.trim(), z.minLength(1, 'validation.emailRequired')),
    z.email('validation.emailInvalid'),
  ),
  password: z
    .string({ error: 'validation.passwordRequired' })
    .check(z.minLength(1, 'validation.passwordRequired')),
});

export type LoginInput = z.infer<typeof loginInputSchema>;

/** The login form's errors per field (i18n keys), empty when valid. */
export const validateLogin = toFormikValidate<LoginInput>(loginInputSchema);
