import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { API_LIMITS } from '@/config/api-limits';
import { graphql } from '@/lib/graphql/generated';
import type { NewMeetingFromSummonMutationVariables } from '@/lib/graphql/generated/graphql';
import { request } from '@/lib/graphql/client';

const NewMeetingFromSummonDocument = graphql(`
  mutation NewMeetingFromSummon($summonID: String!, $beneficiaryID: String) {
    NewMeetingFromSummon(summonID: $summonID, beneficiaryID: $beneficiaryID)
  }
`);

/** Uses a summon link; resolves with the one-time link id to continue at `/jti/{id}`. */
export const newMeetingFromSummon = (variables: NewMeetingFromSummonMutationVariables) =>
  request(NewMeetingFromSummonDocument, variables).then((data) => data.NewMeetingFromSummon);

export const useNewMeetingFromSummon = () => useMutation({ mutationFn: newMeetingFromSummon });

/** The ID form (spec 01 §5 Other). Messages are keys of the `beneficiary-links` namespace. */
export const summonIdSchema = z.object({
  beneficiaryID: z
    .string({ error: 'summon.idRequired' })
    .trim()
    .min(1, 'summon.idRequired')
    .max(API_LIMITS.beneficiaryId, 'summon.idTooLong'),
});
