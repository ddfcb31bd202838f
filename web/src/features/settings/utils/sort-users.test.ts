import { describe, expect, it } from 'vitest';
import { sortUsers } from './sort-users';

describe('sortUsers', () => {
  it('puts active users first, then sorts by name ignoring case', () => {
    // Prepare
    const users = [
      { name: 'zed', active: true },
      { name: 'Amy', active: false },
      { name: 'bob', active: true },
      { name: 'Al', active: true },
    ];
    // Act
    const sorted = sortUsers(users);
    // Assess
    expect(sorted.map((user) => user.name)).toEqual(['Al', 'bob', 'zed', 'Amy']);
    expect(users[0]!.name).toBe('zed');
  });
});
