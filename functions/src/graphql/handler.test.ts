import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { logger } from '#core/logger.ts';
import { organisationsRepository } from '#domains/organisations/organisations.repository.ts';
import { usersRepository } from '#domains/users/users.repository.ts';

import { anonymousEvent, beneficiaryEvent, staffEvent } from '../../../test/fixtures/appsync-events.ts';

import { handler } from './handler.ts';

const context = {} as Context;
const staffUser = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Sam Staff',
  email: 'staff@example.org',
  settings: { unsubscribed: false, notifyOnRemote: true, language: 'und' },
  activeOrgId: 'org-1',
};
const membership = {
  orgId: 'org-1',
  userId: staffUser.id,
  active: true,
  joined: '2024-01-01T00:00:00.000Z',
  userName: 'Sam Staff',
  orgName: 'Harbour',
};
const organisation = {
  id: 'org-1',
  name: 'Harbour',
  don: false,
  settings: { beneficiaryTypeAhead: true },
  plugins: [],
  generatedReport: false,
  createdAt: '2024-01-01T00:00:00.000Z',
};

describe('GraphQL handler', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('routes Query.self to the users domain', async () => {
    // Prepare
    vi.spyOn(usersRepository, 'getUser').mockResolvedValue(staffUser);
    const event = staffEvent({ fieldName: 'self' });
    // Act
    const result = await handler(event, context);
    // Assess
    expect(result).toEqual({
      id: staffUser.id,
      email: 'staff@example.org',
      // No outbox or sender in the unit tests' environment: email is off.
      emailEnabled: false,
      profile: { id: staffUser.id, name: 'Sam Staff' },
      settings: staffUser.settings,
      operator: false,
    });
  });

  it('reads the organisation with its users only when the query selects users', async () => {
    // Prepare
    vi.spyOn(usersRepository, 'getUser').mockResolvedValue(staffUser);
    vi.spyOn(organisationsRepository, 'getMembership').mockResolvedValue(membership);
    const withMembers = vi
      .spyOn(organisationsRepository, 'getOrganisationWithMembers')
      .mockResolvedValue({ organisation, members: [membership] });
    const event = staffEvent({
      fieldName: 'organisation',
      selectionSetList: ['id', 'users', 'users/id', 'users/name'],
    });
    // Act
    const result = await handler(event, context);
    // Assess
    expect(withMembers).toHaveBeenCalledWith('org-1');
    expect(result).toMatchObject({
      id: 'org-1',
      users: [{ id: staffUser.id, name: 'Sam Staff', active: true }],
    });
  });

  it('answers an AppError with its code as type and message', async () => {
    // Prepare
    const event = staffEvent({
      typeName: 'Mutation',
      fieldName: 'AddOrg',
      arguments: { name: 'A', organisation: 'B', email: 'a@example.org', password: 'secret1' },
    });
    // Act
    const result = await handler(event, context);
    // Assess
    expect(result).toEqual({ error: { type: 'auth.forbidden', message: 'auth.forbidden' } });
  });

  it('passes field errors as info', async () => {
    // Prepare
    const event = anonymousEvent({
      typeName: 'Mutation',
      fieldName: 'AddOrg',
      arguments: { name: 'Ann', organisation: 'Org', email: 'nope', password: '123' },
    });
    // Act
    const result = await handler(event, context);
    // Assess
    expect(result).toEqual({
      error: {
        type: 'input.invalid',
        message: 'input.invalid',
        info: { fieldErrors: { email: 'invalid', password: 'tooShort' } },
      },
    });
  });

  it('forbids a beneficiary on staff fields', async () => {
    // Prepare
    const event = beneficiaryEvent({ fieldName: 'organisations', arguments: { limit: 5 } });
    // Act
    const result = await handler(event, context);
    // Assess
    expect(result).toEqual({ error: { type: 'auth.forbidden', message: 'auth.forbidden' } });
  });

  it('hides any other error behind a generic internal error and logs the real one', async () => {
    // Prepare
    const failure = new TypeError('connect ECONNREFUSED 127.0.0.1:8000');
    vi.spyOn(usersRepository, 'getUser').mockRejectedValue(failure);
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const event = staffEvent({ fieldName: 'self' });
    // Act
    const result = await handler(event, context);
    // Assess
    expect(result).toEqual({ error: { type: 'internal', message: 'internal' } });
    expect(logged).toHaveBeenCalledWith(expect.any(String), failure);
  });
});
