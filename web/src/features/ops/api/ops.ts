import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';

const OpsOrganisationsDocument = graphql(`
  query OpsOrganisations($search: String, $nextToken: String) {
    opsOrganisations(search: $search, nextToken: $nextToken) {
      organisations {
        ...OpsOrganisationFields
      }
      nextToken
    }
  }
`);

/**
 * What the list and the organisation page show of an organisation.
 * @public Documents spread it by name and codegen reads it there; no module imports it (knip).
 */
export const OpsOrganisationFields = graphql(`
  fragment OpsOrganisationFields on OpsOrganisation {
    id
    name
    created
    members
    records
    lastActivity
    plugins {
      id
    }
    suspended
    suspension {
      reason
      at
      operatorEmail
    }
    patron {
      patron
      provider
      manual {
        reason
        at
        operatorEmail
      }
    }
  }
`);

const OpsOrganisationDocument = graphql(`
  query OpsOrganisation($id: ID!, $weeks: Int) {
    opsOrganisation(id: $id, weeks: $weeks) {
      organisation {
        ...OpsOrganisationFields
      }
      usage {
        week
        records
        activeUsers
        sessions
      }
      audit {
        id
        at
        action
        plugin
        reason
        operatorEmail
        via
      }
    }
  }
`);

const OpsSetPluginDocument = graphql(`
  mutation OpsSetPlugin($orgId: ID!, $plugin: String!, $enabled: Boolean!, $reason: String!) {
    opsSetPlugin(orgId: $orgId, plugin: $plugin, enabled: $enabled, reason: $reason) {
      id
    }
  }
`);

const OpsSetPatronDocument = graphql(`
  mutation OpsSetPatron($orgId: ID!, $patron: Boolean!, $reason: String!) {
    opsSetPatron(orgId: $orgId, patron: $patron, reason: $reason) {
      id
    }
  }
`);

const OpsSuspendDocument = graphql(`
  mutation OpsSuspend($orgId: ID!, $reason: String!) {
    opsSuspend(orgId: $orgId, reason: $reason) {
      id
    }
  }
`);

const OpsRestoreDocument = graphql(`
  mutation OpsRestore($orgId: ID!, $reason: String!) {
    opsRestore(orgId: $orgId, reason: $reason) {
      id
    }
  }
`);

/** How many weeks of usage the organisation page charts. */
export const USAGE_WEEKS = 12;

/**
 * Operators only (`ops.forbidden` otherwise): organisations newest first, searched by the API, a page at a time
 * (the next page follows the previous one's `nextToken`).
 */
export const getOpsOrganisationsQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: ['ops', 'organisations', search],
    queryFn: ({ pageParam }) =>
      request(OpsOrganisationsDocument, { search: search || null, nextToken: pageParam }).then(
        (data) => data.opsOrganisations,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextToken ?? undefined,
    // While the API searches for what was just typed, the list shows the previous answer rather than a loader.
    placeholderData: keepPreviousData,
  });

export const useOpsOrganisations = (search: string) =>
  useInfiniteQuery(getOpsOrganisationsQueryOptions(search));

export const getOpsOrganisationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['ops', 'organisation', id],
    queryFn: () =>
      request(OpsOrganisationDocument, { id, weeks: USAGE_WEEKS }).then((data) => data.opsOrganisation),
  });

export const useOpsOrganisation = (id: string) => useQuery(getOpsOrganisationQueryOptions(id));

export type OpsOrganisationDetail = Awaited<
  ReturnType<NonNullable<ReturnType<typeof getOpsOrganisationQueryOptions>['queryFn']>>
>;
export type OpsOrganisationRow = OpsOrganisationDetail['organisation'];
export type OpsAuditEntry = OpsOrganisationDetail['audit'][number];
export type OpsUsageWeek = OpsOrganisationDetail['usage'][number];

/** One operator action on an organisation; every one carries the reason the audit log keeps. */
export type OpsChange =
  | { kind: 'plugin'; plugin: string; enabled: boolean; reason: string }
  | { kind: 'patron'; patron: boolean; reason: string }
  | { kind: 'suspend'; reason: string }
  | { kind: 'restore'; reason: string };

export const applyOpsChange = (orgId: string, change: OpsChange): Promise<unknown> => {
  switch (change.kind) {
    case 'plugin':
      return request(OpsSetPluginDocument, {
        orgId,
        plugin: change.plugin,
        enabled: change.enabled,
        reason: change.reason,
      });
    case 'patron':
      return request(OpsSetPatronDocument, { orgId, patron: change.patron, reason: change.reason });
    case 'suspend':
      return request(OpsSuspendDocument, { orgId, reason: change.reason });
    case 'restore':
      return request(OpsRestoreDocument, { orgId, reason: change.reason });
  }
};

/** Applies a change, then refreshes the organisation page and the list (the audit log shows the action). */
export const useOpsChange = (orgId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OpsChange) => applyOpsChange(orgId, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['ops'] }),
  });
};
