import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getOrganisationBrandingQueryOptions } from '@/lib/brand-organisation';
import { request } from '@/lib/graphql/client';
import { graphql } from '@/lib/graphql/generated';

const ClearOrganisationBrandingDocument = graphql(`
  mutation ClearOrganisationBranding {
    ClearOrganisationBranding {
      name
      logo
      colours {
        primary
        primaryContrast
        accent
        background
        text
      }
      chart
      updatedAt
    }
  }
`);

/** Removes the organisation's logo and colours: the host's brand shows again. */
export const clearOrganisationBranding = () =>
  request(ClearOrganisationBrandingDocument).then((data) => data.ClearOrganisationBranding);

export const useClearOrganisationBranding = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearOrganisationBranding,
    onSuccess: (branding) =>
      queryClient.setQueryData(getOrganisationBrandingQueryOptions().queryKey, branding),
  });
};
