import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { API_LIMITS } from '@/config/api-limits';
import { changePassword } from '@/lib/auth';

/** Spec 01 §9: password minimum. */
export const NEW_PASSWORD_MIN_LENGTH = 6;

/** The password change form; messages are i18n keys of the `account` namespace. */
export const changePasswordInputSchema = z.object({
  oldPassword: z.string({ error: 'validation.oldPasswordRequired' }).min(1, 'validation.oldPasswordRequired'),
  newPassword: z
    .string({ error: 'validation.newPasswordRequired' })
    .min(1, 'validation.newPasswordRequired')
    .pipe(
      z
        .string()
        .min(NEW_PASSWORD_MIN_LENGTH, 'validation.passwordTooShort')
        .max(API_LIMITS.password, 'validation.passwordTooLong'),
    ),
});

export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

export const useChangePassword = () =>
  useMutation({
    mutationFn: ({ oldPassword, newPassword }: ChangePasswordInput) =>
      changePassword(oldPassword, newPassword),
  });
