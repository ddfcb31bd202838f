import { describe, expect, it } from 'vitest';
import { matchRoutes, type LightRoute } from './match-routes';

const meeting: LightRoute = { path: '/meeting/:id' };
const login: LightRoute = { path: '/login' };
const home: LightRoute = { index: true };
const anything: LightRoute = { path: '*' };
const root: LightRoute = { path: '/', children: [login, meeting, home, anything] };

const leafOf = (pathname: string) => matchRoutes([root], pathname)?.at(-1);

describe('matchRoutes', () => {
  it('gives the branch from the root to the page, with decoded params', () => {
    const matches = matchRoutes([root], '/meeting/a%20b');

    expect(matches?.map(({ route }) => route)).toEqual([root, meeting]);
    expect(matches?.[1]?.params).toEqual({ id: 'a b' });
  });

  it('prefers a static path to a dynamic one and either to the splat', () => {
    const table: LightRoute[] = [{ path: '/', children: [anything, { path: '/meeting/new' }, meeting] }];

    expect(matchRoutes(table, '/meeting/new')?.at(-1)?.route.path).toBe('/meeting/new');
    expect(matchRoutes(table, '/meeting/42')?.at(-1)?.route).toBe(meeting);
    expect(matchRoutes(table, '/elsewhere/deep')?.at(-1)).toEqual({
      route: anything,
      params: { '*': 'elsewhere/deep' },
    });
  });

  it('matches the index route only at its parent', () => {
    expect(leafOf('/')?.route).toBe(home);
    expect(leafOf('/nothing')?.route).toBe(anything);
  });

  it('ignores case and a trailing slash, as React Router does', () => {
    expect(leafOf('/LOGIN/')?.route).toBe(login);
  });

  it('does not match a dynamic segment to nothing or to more than one segment', () => {
    expect(leafOf('/meeting')?.route).toBe(anything);
    expect(leafOf('/meeting/1/2')?.route).toBe(anything);
  });

  it('gives a malformed escape to the dynamic segment as typed, as React Router does, rather than throwing', () => {
    expect(leafOf('/meeting/%E0%A4%A')).toEqual({ route: meeting, params: { id: '%E0%A4%A' } });
    expect(matchRoutes([{ path: '/external/:url' }], '/external/%%%')?.at(-1)?.params).toEqual({
      url: '%%%',
    });
  });

  it('gives null when nothing matches', () => {
    expect(matchRoutes([{ path: '/', children: [login] }], '/other')).toBeNull();
  });
});
