import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  getQuestionnairesQueryOptions,
  useQuestionnaires,
} from '@/features/questionnaires/api/get-questionnaires';
import { getSequencesQueryOptions, useSequences } from '@/features/sequences/api/get-sequences';
import type { LinkSourceNames } from '@/features/settings/components/open-links';

/** Starts loading what names the questionnaire or sequence of each open link. */
export const prefetchLinkSourceNames = (queryClient: QueryClient) => {
  void queryClient.prefetchQuery(getQuestionnairesQueryOptions());
  void queryClient.prefetchQuery(getSequencesQueryOptions());
};

/**
 * The names of the organisation's questionnaires and sequences by id, for the open links (Settings > Links and a
 * beneficiary's records), which hold only ids.
 */
export function useLinkSourceNames(): LinkSourceNames {
  const questionnaires = useQuestionnaires();
  const sequences = useSequences();
  return useMemo(
    () => ({
      questionnaires: new Map((questionnaires.data ?? []).map((item) => [item.id, item.name])),
      sequences: new Map((sequences.data ?? []).map((item) => [item.id, item.name])),
      loaded: !questionnaires.isPending && !sequences.isPending,
    }),
    [questionnaires.data, sequences.data, questionnaires.isPending, sequences.isPending],
  );
}
