import { describe, expect, it } from 'vitest';

import { assertWritable, writesOrganisation } from './suspension.ts';

const suspended = (answer: boolean) => {
  const asked: string[] = [];
  return {
    asked,
    reader: {
      isSuspended: (orgId: string) => {
        asked.push(orgId);
        return Promise.resolve(answer);
      },
    },
  };
};

describe('writesOrganisation', () => {
  it.each([
    ['AddMeeting', true],
    ['AcceptInvite', true],
    ['AddLikertAnswer', true],
    ['RecordUsage', false],
    ['UpdateSelf', false],
    ['opsSuspend', false],
    [undefined, false],
  ])('says %s writes the organisation: %s', (mutation, expected) => {
    // Act
    const writes = writesOrganisation(mutation);
    // Assess
    expect(writes).toBe(expected);
  });
});

describe('assertWritable', () => {
  it('refuses a write in a suspended organisation with organisation.suspended', async () => {
    // Prepare
    const { reader, asked } = suspended(true);
    // Act
    const result = assertWritable('EditSequence', 'org-1', reader);
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'organisation.suspended' });
    expect(asked).toEqual(['org-1']);
  });

  it('lets a write through when the organisation is not suspended', async () => {
    // Prepare
    const { reader } = suspended(false);
    // Act
    const result = assertWritable('EditSequence', 'org-1', reader);
    // Assess
    await expect(result).resolves.toBeUndefined();
  });

  it('reads nothing for a query or an exempt mutation', async () => {
    // Prepare
    const { reader, asked } = suspended(true);
    // Act
    await assertWritable(undefined, 'org-1', reader);
    await assertWritable('SetActiveOrganisation', 'org-1', reader);
    // Assess
    expect(asked).toEqual([]);
  });
});
