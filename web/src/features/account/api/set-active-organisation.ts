import { useMutation } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import { refreshSession } from '@/lib/auth';
import { discardUnsavedChanges } from '@/lib/unsaved-changes';

const SetActiveOrganisationDocument = graphql(`
  mutation SetActiveOrganisation($orgID: ID!) {
    SetActiveOrganisation(orgID: $orgID)
  }
`);

/**
 * Spec 01 §4 "Switching organisation": set the active organisation, refresh the token, then reload to `/`.
 * `reload` is injected so tests need not touch `window.location`.
 */
export const setActiveOrganisation = async (orgID: string) => {
  await request(SetActiveOrganisationDocument, { orgID });
  await refreshSession();
};

/** The reload leaves any unsaved changes behind: the user was asked before switching (ProfileMenu). */
export const useSetActiveOrganisation = (reload: () => void = () => window.location.assign('/')) =>
  useMutation({
    mutationFn: setActiveOrganisation,
    onSuccess: () => {
      discardUnsavedChanges();
      reload();
    },
  });
