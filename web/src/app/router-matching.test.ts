import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes } from './router';
import { matchRoutes as matchLight, type LightRoute } from '@/lib/light-router/match-routes';
import { createQueryClient } from '@/lib/query-client';

/** Every path of the table, children joined to their parents; `:x?` and `*` as written. */
function pathsOf(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const joined = route.path?.startsWith('/') ? route.path : `${parent}/${route.path ?? ''}`;
    const own = route.path ? joined.replace(/\/+/g, '/') : parent;
    return [...(route.path ? [own] : []), ...pathsOf(route.children ?? [], own)];
  });
}

/** Addresses for a path pattern: its params filled in, an optional segment with and without, a splat deep. */
function addressesOf(pattern: string): string[] {
  const filled = pattern.replace(/:(\w+)(?=\/|$)/g, '$1-1').replace(/\*$/, 'some/where');
  return filled.includes('?')
    ? [filled.replace(/\/:\w+\?/, ''), filled.replace(/:(\w+)\?/, '$1-2')]
    : [filled];
}

describe('the whole app’s route table', () => {
  const routes = createRoutes(createQueryClient());
  const addresses = [
    ...new Set(pathsOf(routes).flatMap(addressesOf)),
    '/',
    '/LOGIN',
    '/settings/',
    '/report/export/q/2020-01-01/2020-12-31',
    '/questions/new/custom',
    '/beneficiary/b1/unknown/deeper',
    '/settings/nope',
    '/ops/unknown',
    '/nowhere/at/all',
    '/meeting/a%20b/view',
  ];

  it.each(addresses)('matches %s as React Router does', (address) => {
    // Act
    const expected = matchRoutes(routes, address);
    const actual = matchLight(routes as LightRoute[], address);
    // Assess
    expect(actual?.map(({ route }) => route)).toEqual(expected?.map(({ route }) => route));
    expect(actual?.at(-1)?.params).toEqual(expected?.at(-1)?.params);
  });
});
