import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test-utils';
import * as auth from '@/testing/auth-mock';
import { stubApi, type Answer } from '@/testing/stub-api';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

const anOrganisation = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  created: '2026-01-05T10:00:00.000Z',
  members: 3,
  records: 42,
  lastActivity: '2026-11-20T10:00:00.000Z',
  plugins: [],
  suspended: false,
  suspension: null,
  patron: { patron: false, provider: false, manual: null },
  ...extra,
});

const HARBOUR = anOrganisation('org-1', 'Harbour Trust');
const RIVER = anOrganisation('org-2', 'River Aid', { plugins: [{ id: 'sve' }], suspended: true });

/** The staff shell's queries, with the caller an operator or not. */
const shell = (operator: boolean): Record<string, Answer> => ({
  GetOrganisation: () => ({
    data: { organisation: { id: 'o', name: 'Org', suspended: false, plugins: [] } },
  }),
  GetSelf: () => ({
    data: {
      self: {
        id: 'u',
        email: 'a@b.c',
        emailEnabled: true,
        profile: { id: 'u', name: 'Ada' },
        settings: { unsubscribed: false, notifyOnRemote: false, language: 'und' },
      },
    },
  }),
  GetOperator: () => ({ data: { self: { id: 'u', operator } } }),
  RecordUsage: () => ({ data: { RecordUsage: true } }),
});

const detail = (organisation: Record<string, unknown> = HARBOUR) => ({
  data: {
    opsOrganisation: {
      organisation,
      usage: [
        { week: '2026-11-16', records: 4, activeUsers: 2, sessions: 5 },
        { week: '2026-11-23', records: 1, activeUsers: 1, sessions: 2 },
      ],
      audit: [
        {
          id: 'a1',
          at: '2026-11-20T10:00:00.000Z',
          action: 'PLUGIN_ENABLED',
          plugin: 'diluted_report',
          reason: 'Asked by email',
          operatorEmail: 'op@ripple.example',
          via: 'cli',
        },
      ],
    },
  },
});

beforeEach(() => {
  auth.getSession.mockResolvedValue({ idToken: 'token', expiresAt: Date.now() + 60_000 });
});

describe('the operator console', () => {
  it('is a page not found, without a menu item, for a staff member who is no operator', async () => {
    // Prepare
    const calls = stubApi(shell(false));
    // Act
    renderApp('/ops');
    // Assess
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Operations' })).toBeNull();
    expect(calls.some((call) => call.query.includes('opsOrganisations'))).toBe(false);
  });

  it('lists organisations for an operator, searched by the API, with the menu item', async () => {
    // Prepare: the API searches by name
    const calls = stubApi({
      ...shell(true),
      OpsOrganisations: ({ variables }) => {
        const search = (typeof variables?.search === 'string' ? variables.search : '').toLowerCase();
        const organisations = [HARBOUR, RIVER].filter(({ name }) => name.toLowerCase().includes(search));
        return { data: { opsOrganisations: { organisations, nextToken: null } } };
      },
    });
    // Act
    renderApp('/ops');
    // Assess
    expect(await screen.findByRole('heading', { name: 'Operations', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Harbour Trust' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'River Aid' })).toBeTruthy();
    expect(screen.getByText('2 organisations')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' }).textContent).toContain('Operations');
    // Act
    fireEvent.change(screen.getByLabelText(/Search organisations/), { target: { value: 'river' } });
    // Assess
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Harbour Trust' })).toBeNull());
    expect(screen.getByText('1 organisation')).toBeTruthy();
    expect(calls.some((call) => call.variables?.search === 'river')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Show more organisations' })).toBeNull();
  });

  it('shows the next page when asked, after the first', async () => {
    // Prepare: two pages of one organisation each
    const calls = stubApi({
      ...shell(true),
      OpsOrganisations: ({ variables }) => ({
        data: {
          opsOrganisations: variables?.nextToken
            ? { organisations: [RIVER], nextToken: null }
            : { organisations: [HARBOUR], nextToken: 'page-2' },
        },
      }),
    });
    renderApp('/ops');
    expect(await screen.findByRole('link', { name: 'Harbour Trust' })).toBeTruthy();
    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Show more organisations' }));
    // Assess
    expect(await screen.findByRole('link', { name: 'River Aid' })).toBeTruthy();
    expect(screen.getByText('2 organisations')).toBeTruthy();
    expect(calls.some((call) => call.variables?.nextToken === 'page-2')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more organisations' })).toBeNull());
  });

  it('turns a plugin on with its reason, refusing a blank reason first', async () => {
    // Prepare
    const calls = stubApi({
      ...shell(true),
      OpsOrganisation: () => detail(),
      OpsSetPlugin: () => ({ data: { opsSetPlugin: { id: 'org-1' } } }),
    });
    renderApp('/ops/org/org-1');
    const plugins = await screen.findByRole('form', { name: 'Plugins' });
    // Act: no reason
    fireEvent.click(within(plugins).getByRole('button', { name: 'Turn on sve' }));
    // Assess
    expect(await within(plugins).findByText('Please give a reason')).toBeTruthy();
    expect(calls.some((call) => call.query.includes('opsSetPlugin'))).toBe(false);
    // Act: with a reason
    fireEvent.change(within(plugins).getByLabelText(/Reason/), { target: { value: '  Trial for Q1 ' } });
    fireEvent.click(within(plugins).getByRole('button', { name: 'Turn on sve' }));
    // Assess
    await waitFor(() => expect(calls.some((call) => call.query.includes('opsSetPlugin'))).toBe(true));
    const sent = calls.find((call) => call.query.includes('opsSetPlugin'))!;
    expect(sent.variables).toEqual({ orgId: 'org-1', plugin: 'sve', enabled: true, reason: 'Trial for Q1' });
  });

  it('shows the audit log, the usage figures and the suspension controls', async () => {
    // Prepare
    stubApi({ ...shell(true), OpsOrganisation: () => detail() });
    // Act
    renderApp('/ops/org/org-1');
    // Assess
    expect(await screen.findByRole('heading', { name: 'Harbour Trust', level: 1 })).toBeTruthy();
    expect(screen.getByText('Turned on diluted_report')).toBeTruthy();
    expect(screen.getByText(/op@ripple\.example \(cli\)/)).toBeTruthy();
    expect(screen.getByText('Reason: Asked by email')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Active users' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Suspend the organisation' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make a patron by hand' })).toBeTruthy();
  });

  it.each([
    ['Patron', 'Make a patron by hand', 'OpsSetPatron', { orgId: 'org-1', patron: true, reason: 'Invoice' }],
    ['Suspension', 'Suspend the organisation', 'OpsSuspend', { orgId: 'org-1', reason: 'Invoice' }],
  ])('%s: "%s" sends %s with the reason', async (card, button, operation, variables) => {
    // Prepare
    const calls = stubApi({
      ...shell(true),
      OpsOrganisation: () => detail(),
      [operation]: () => ({
        data: { [operation.charAt(0).toLowerCase() + operation.slice(1)]: { id: 'org-1' } },
      }),
    });
    renderApp('/ops/org/org-1');
    const form = await screen.findByRole('form', { name: card });
    // Act
    fireEvent.change(within(form).getByLabelText(/Reason/), { target: { value: 'Invoice' } });
    fireEvent.click(within(form).getByRole('button', { name: button }));
    // Assess
    await waitFor(() =>
      expect(calls.some((call) => call.query.includes(`mutation ${operation}`))).toBe(true),
    );
    expect(calls.find((call) => call.query.includes(`mutation ${operation}`))!.variables).toEqual(variables);
  });

  it('offers Restore and Clear for a suspended, hand-made patron', async () => {
    // Prepare
    const flag = { reason: 'Invoice', at: '2026-11-20T10:00:00.000Z', operatorEmail: 'op@ripple.example' };
    stubApi({
      ...shell(true),
      OpsOrganisation: () =>
        detail({
          ...HARBOUR,
          suspended: true,
          suspension: flag,
          patron: { patron: true, provider: false, manual: flag },
        }),
    });
    // Act
    renderApp('/ops/org/org-1');
    // Assess
    expect(await screen.findByRole('button', { name: 'Restore the organisation' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear the manual patron status' })).toBeTruthy();
    expect(screen.getByText(/Set by hand by op@ripple\.example on .*: “Invoice”/)).toBeTruthy();
  });
});
