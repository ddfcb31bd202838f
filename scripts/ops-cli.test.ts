import { describe, expect, it } from 'vitest';

import { OpsUsageError, formatOrganisation, parseOpsArgs } from './ops-cli.ts';

describe('parseOpsArgs', () => {
  it.each([
    [['operator', 'add', 'a@example.org'], { name: 'operator add', email: 'a@example.org' }],
    [['operator', 'remove', 'a@example.org'], { name: 'operator remove', email: 'a@example.org' }],
    [['orgs', 'list', '--search', 'trust'], { name: 'orgs list', search: 'trust' }],
    [
      ['plugin', 'disable', 'org-1', 'sve', '--reason=done'],
      { name: 'plugin', orgId: 'org-1', plugin: 'sve', enabled: false, reason: 'done' },
    ],
    [
      ['patron', 'set', 'org-1', '--reason', 'invoice'],
      { name: 'patron', orgId: 'org-1', patron: true, reason: 'invoice' },
    ],
    [['restore', 'org-1', '--reason', 'paid'], { name: 'restore', orgId: 'org-1', reason: 'paid' }],
    [['audit', 'org-1', '--limit', '5'], { name: 'audit', orgId: 'org-1', limit: 5 }],
    [[], { name: 'help' }],
  ])('reads %j', (argv, command) => {
    // Act
    const parsed = parseOpsArgs(argv);
    // Assess
    expect(parsed.command).toEqual(command);
  });

  it('reads --deployed and --as anywhere', () => {
    // Act
    const parsed = parseOpsArgs(['--deployed', 'orgs', 'list', '--as', 'me@example.org']);
    // Assess
    expect(parsed).toEqual({ command: { name: 'orgs list' }, deployed: true, as: 'me@example.org' });
  });

  it.each([
    [['suspend', 'org-1'], '--reason'],
    [['plugin', 'enable', 'org-1'], 'missing the plugin'],
    [['orgs', 'list', 'extra'], 'unexpected extra'],
    [['orgs', 'list', '--force'], 'unknown option --force'],
    [['audit', '--limit', 'ten'], '--limit'],
    [['delete', 'org-1'], 'unknown command'],
  ])('refuses %j', (argv, message) => {
    // Act
    const parse = () => parseOpsArgs(argv);
    // Assess
    expect(parse).toThrow(OpsUsageError);
    expect(parse).toThrow(message);
  });
});

describe('formatOrganisation', () => {
  it('puts an organisation on one line and the reasons of its flags below', () => {
    // Act
    const text = formatOrganisation({
      id: 'org-1',
      name: 'Harbour Trust',
      created: '2026-02-01T00:00:00.000Z',
      members: 3,
      records: 10,
      lastActivity: null,
      patron: {
        patron: true,
        provider: true,
        manual: { reason: 'invoice', at: '2026-11-01T00:00:00.000Z', operatorEmail: 'op@example.org' },
      },
      plugins: [{ id: 'sve' }],
      suspended: true,
      suspension: { reason: 'unpaid', at: '2026-11-02T00:00:00.000Z', operatorEmail: 'op@example.org' },
    });
    // Assess
    expect(text.split('\n')).toEqual([
      'org-1  "Harbour Trust"  created 2026-02-01  3 members  10 records  last active -  patron (provider + manual)  plugins: sve  SUSPENDED',
      '    manual patron: invoice (op@example.org, 2026-11-01)',
      '    suspended: unpaid (op@example.org, 2026-11-02)',
    ]);
  });
});
