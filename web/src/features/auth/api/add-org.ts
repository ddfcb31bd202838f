import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { API_LIMITS } from '@/config/api-limits';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';

const AddOrgDocument = graphql(`
  mutation AddOrg($name: String!, $organisation: String!, $email: String!, $password: String!) {
    AddOrg(name: $name, organisation: $organisation, email: $email, password: $password) {
      id
    }
  }
`);

/** Spec 01 §9: password minimum. */
export const PASSWORD_MIN_LENGTH = 6;

const signupFields = z.object({
  terms: z.literal(true, { error: 'validation.termsRequired' }),
  name: z
    .string({ error: 'validation.nameRequired' })
    .trim()
    .min(1, 'validation.nameRequired')
    .max(API_LIMITS.name, 'validation.nameTooLong'),
  email: z
    .string({ error: 'validation.emailRequired' })
    .trim()
    .min(1, 'validation.emailRequired')
    .max(API_LIMITS.email, 'validation.emailTooLong')
    .pipe(z.email('validation.emailInvalid')),
  // An empty or absent confirmation is just "not matching yet".
  emailConfirmation: z.preprocess((value) => value ?? '', z.string().trim()),
  password: z
    .string({ error: 'validation.passwordRequired' })
    .min(1, 'validation.passwordRequired')
    .pipe(
      z
        .string()
        .min(PASSWORD_MIN_LENGTH, 'validation.passwordTooShort')
        .max(API_LIMITS.password, 'validation.passwordTooLong'),
    ),
  organisation: z
    .string({ error: 'validation.organisationRequired' })
    .trim()
    .min(1, 'validation.organisationRequired')
    .max(API_LIMITS.name, 'validation.organisationTooLong'),
});

/** The confirmation must match the email, checked even while other fields are still wrong. */
const withMatchingEmails = <T extends z.ZodType<{ email: string; emailConfirmation: string }>>(schema: T) =>
  schema.refine((input) => input.email.toLowerCase() === input.emailConfirmation.toLowerCase(), {
    path: ['emailConfirmation'],
    message: 'validation.emailMismatch',
    when: ({ value }) => {
      const { email, emailConfirmation } = (value ?? {}) as Record<string, unknown>;
      return typeof email === 'string' && typeof emailConfirmation === 'string';
    },
  });

/** Spec 01 §5 "Sign-up". Messages are i18n keys of the `auth` namespace. */
export const signupInputSchema = withMatchingEmails(signupFields);

/** Spec 01 §5 "Sign-up": the organisation field is omitted on invite sign-ups. */
export const inviteSignupInputSchema = withMatchingEmails(signupFields.omit({ organisation: true }));

export type InviteSignupInput = z.infer<typeof inviteSignupInputSchema>;

export type SignupInput = z.infer<typeof signupInputSchema>;

export const addOrg = ({ name, organisation, email, password }: SignupInput) =>
  request(AddOrgDocument, { name, organisation, email, password }).then((data) => data.AddOrg);

export const useAddOrg = () => useMutation({ mutationFn: addOrg });
