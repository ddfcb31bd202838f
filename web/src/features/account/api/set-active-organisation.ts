import { useMutation } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import { isApiError } from '@/lib/graphql/api-error';
import { refreshSession } from '@/lib/auth';
import { tellOtherTabs } from '@/lib/tab-messages';
import { discardUnsavedChanges } from '@/lib/unsaved-changes';
import { getOrganisation } from './get-organisation';

const SetActiveOrganisationDocument = graphql(`
  mutation SetActiveOrganisation($orgID: ID!) {
    SetActiveOrganisation(orgID: $orgID)
  }
`);

/** How long the token refresh after a switch may take before the app moves on without it. */
const REFRESH_WAIT_MS = 10_000;

/**
 * Once the server switched: refresh the token and tell the other tabs. A refresh that fails (or takes too long) is
 * no failure to switch, since the API reads the organisation from the user, not the token; the session keeper
 * refreshes it later.
 */
const afterSwitch = async (orgID: string) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    refreshSession().catch(() => undefined),
    new Promise((resolve) => (timer = setTimeout(resolve, REFRESH_WAIT_MS))),
  ]);
  clearTimeout(timer);
  tellOtherTabs({ kind: 'organisationChanged', orgId: orgID });
};

let switching = false;

/**
 * True from the moment this tab asks to switch until the switch fails (a successful one reloads the app). Meanwhile
 * a request refused with `auth.organisationChanged` is this tab's own doing, not another tab's.
 */
export const isSwitchingOrganisation = () => switching;

/**
 * Whether `orgID` is the active organisation now, after the answer to the switch was lost. The page's organisation
 * goes with the request, so an organisation that changed answers `auth.organisationChanged`; either way the page is
 * out of date and reloads. A failed read leaves it unknown (false).
 */
const switchedTo = (orgID: string): Promise<boolean> =>
  getOrganisation().then(
    (organisation) => organisation.id === orgID,
    (error: unknown) => isApiError(error, 'auth.organisationChanged'),
  );

/**
 * Spec 01 §4 "Switching organisation": set the active organisation, refresh the token, then reload to `/`. Once the
 * server switched, the switch has happened, whatever the token refresh does (`afterSwitch`). A network failure may
 * have lost the answer to a switch that happened, so the organisation is read again.
 */
export const setActiveOrganisation = async (orgID: string) => {
  switching = true;
  try {
    await request(SetActiveOrganisationDocument, { orgID }).catch(async (error: unknown) => {
      if (!isApiError(error, 'network') || !(await switchedTo(orgID))) throw error;
    });
  } catch (error) {
    switching = false;
    throw error;
  }
  await afterSwitch(orgID);
};

/**
 * Makes the organisation this page shows active again, after another tab or device switched away from it, so that
 * the page and what was typed on it can be saved; the other tabs are told (and show their own notice).
 */
export const switchOrganisationBack = async (orgID: string) => {
  await request(SetActiveOrganisationDocument, { orgID });
  await afterSwitch(orgID);
};

/**
 * Reloads the app at `/`, in the organisation now active, leaving any unsaved changes behind without the browser
 * asking again: the user chose to leave them (asked before switching, or by Reload on the notice that another tab
 * switched). `reload` is injected so tests need not touch `window.location`.
 */
export const reloadApp = (reload: () => void = () => window.location.assign('/')) => {
  discardUnsavedChanges();
  reload();
};

/** Spec 01 §4 "Switching organisation", then `reloadApp`; the user was asked about unsaved changes (ProfileMenu). */
export const useSetActiveOrganisation = (reload?: () => void) =>
  useMutation({
    mutationFn: setActiveOrganisation,
    onSuccess: () => reloadApp(reload),
  });
