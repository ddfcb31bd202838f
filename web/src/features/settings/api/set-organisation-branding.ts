import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { getOrganisationBrandingQueryOptions } from '@/lib/brand-organisation';
import { request } from '@/lib/graphql/client';
import { graphql } from '@/lib/graphql/generated';
import type { SetOrganisationBrandingMutationVariables } from '@/lib/graphql/generated/graphql';

const SetOrganisationBrandingDocument = graphql(`
  mutation SetOrganisationBranding($logo: String, $colours: BrandColoursInput, $chart: [String!]) {
    SetOrganisationBranding(logo: $logo, colours: $colours, chart: $chart) {
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

/** The API's limits (docs/api-errors.md, "Organisation branding"). */
export const MAX_CHART_COLOURS = 12;

/** `#rgb` or `#rrggbb`, as the API accepts; messages are keys of the `settings` namespace. */
const colour = z.string().regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, 'branding.validation.colour');

/** The branding form: every brand colour and 1 to 12 chart colours; the logo is checked when chosen. */
export const brandingFormSchema = z.object({
  logo: z.string().nullable(),
  colours: z.object({
    primary: colour,
    primaryContrast: colour,
    accent: colour,
    background: colour,
    text: colour,
  }),
  chart: z.array(colour).min(1).max(MAX_CHART_COLOURS),
});

export type BrandingFormValues = z.infer<typeof brandingFormSchema>;
export type SetOrganisationBrandingInput = SetOrganisationBrandingMutationVariables;

/** Changes what is given (an omitted field keeps its value, null clears it). */
export const setOrganisationBranding = (input: SetOrganisationBrandingInput) =>
  request(SetOrganisationBrandingDocument, input).then((data) => data.SetOrganisationBranding);

/** Saves and puts the answer where the app-wide BrandProvider reads it, so the branding applies at once. */
export const useSetOrganisationBranding = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOrganisationBranding,
    onSuccess: (branding) =>
      queryClient.setQueryData(getOrganisationBrandingQueryOptions().queryKey, branding),
  });
};
