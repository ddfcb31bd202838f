import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { API_LIMITS } from '@/config/api-limits';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import { AUTO_LANGUAGE, FALLBACK_LANGUAGE } from '@/lib/locale';
import { getSelfQueryOptions } from './get-self';

const UpdateSelfDocument = graphql(`
  mutation UpdateSelf($name: String, $unsubscribed: Boolean, $notifyOnRemote: Boolean, $language: String) {
    UpdateSelf(
      name: $name
      unsubscribed: $unsubscribed
      notifyOnRemote: $notifyOnRemote
      language: $language
    ) {
      id
      email
      emailEnabled
      profile {
        id
        name
      }
      settings {
        unsubscribed
        notifyOnRemote
        language
      }
    }
  }
`);

/** Spec 01 §9: 'und' (Auto Detect) and English are the languages offered. */
export const PROFILE_LANGUAGES = [AUTO_LANGUAGE, FALLBACK_LANGUAGE] as const;

/** Spec 01 §5 "Other": the profile form. Messages are i18n keys of the `account` namespace. */
export const updateSelfInputSchema = z.object({
  name: z
    .string({ error: 'validation.nameRequired' })
    .trim()
    .min(1, 'validation.nameRequired')
    .max(API_LIMITS.name, 'validation.nameTooLong'),
  language: z.enum(PROFILE_LANGUAGES),
  notifyOnRemote: z.boolean(),
  unsubscribed: z.boolean(),
});

export type UpdateSelfInput = z.infer<typeof updateSelfInputSchema>;

export const updateSelf = (input: UpdateSelfInput) =>
  request(UpdateSelfDocument, input).then((data) => data.UpdateSelf);

/** Saves the profile and puts the answer in the `self` cache, so the stored language applies at once. */
export const useUpdateSelf = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSelf,
    onSuccess: (self) => queryClient.setQueryData(getSelfQueryOptions().queryKey, self),
  });
};
