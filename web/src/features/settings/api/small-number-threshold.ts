import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';

const GetSmallNumberThresholdDocument = graphql(`
  query GetSmallNumberThreshold {
    organisation {
      id
      settings {
        smallNumberThreshold
      }
    }
  }
`);

const SetSmallNumberThresholdDocument = graphql(`
  mutation SetSmallNumberThreshold($smallNumberThreshold: Int!) {
    UpdateOrgSetting(smallNumberThreshold: $smallNumberThreshold) {
      id
      settings {
        smallNumberThreshold
      }
    }
  }
`);

export const getSmallNumberThresholdQueryOptions = () =>
  queryOptions({
    queryKey: ['organisation', 'smallNumberThreshold'],
    queryFn: () =>
      request(GetSmallNumberThresholdDocument).then(
        (data) => data.organisation.settings.smallNumberThreshold,
      ),
  });

/** The organisation's small-number threshold of Reliable Change (docs/reports.md, "Small numbers"). */
export const useSmallNumberThreshold = () => useQuery(getSmallNumberThresholdQueryOptions());

/** Sets it (1–50; `input.invalid` otherwise); Reliable Change figures read before are stale afterwards. */
export const useSetSmallNumberThreshold = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (smallNumberThreshold: number) =>
      request(SetSmallNumberThresholdDocument, { smallNumberThreshold }).then(
        (data) => data.UpdateOrgSetting.settings.smallNumberThreshold,
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(getSmallNumberThresholdQueryOptions().queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: ['reliableChange'] });
    },
  });
};
