import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import * as reactRouter from 'react-router';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as appRouter from './app';

/**
 * The behaviour the staff pages rely on, run against React Router and against the whole app's router (which the
 * build puts in its place, vite.config.ts): the same contract, so that a difference fails here.
 */
type Api = typeof reactRouter;
type Router = { dispose(): void; navigate(to: string | number, options?: object): Promise<void> };

const routers: [string, Api][] = [
  ['React Router', reactRouter],
  ['the whole app’s router', appRouter as unknown as Api],
];

let router: Router | undefined;

afterEach(() => {
  router?.dispose();
  router = undefined;
});

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
});

describe.each(routers)('%s', (_name, api) => {
  function start(routes: RouteObject[], at: string): Router {
    // A new entry, so that entries ahead of it (left by a test that went back) do not hide one pushed later.
    window.history.pushState(null, '', at);
    const created = api.createBrowserRouter(routes) as unknown as Router;
    router = created;
    render(
      <api.RouterProvider
        router={created as unknown as Parameters<typeof api.RouterProvider>[0]['router']}
      />,
    );
    return created;
  }

  function Where() {
    const { pathname, search, hash } = api.useLocation();
    return <p data-testid="where">{`${pathname}${search}${hash}`}</p>;
  }

  const where = () => screen.getByTestId('where').textContent;

  function Page({ name }: { name: string }) {
    return <h1>{name}</h1>;
  }

  describe('NavLink', () => {
    function Nav() {
      return (
        <nav>
          <api.NavLink to="/" end>
            Home
          </api.NavLink>
          <api.NavLink to="/">Root without end</api.NavLink>
          <api.NavLink to="/report">Report</api.NavLink>
          <api.NavLink to="/report" end>
            Report exactly
          </api.NavLink>
          <api.NavLink to="/Settings/" className="item">
            Settings
          </api.NavLink>
          <api.NavLink to="/rep" className={({ isActive }) => (isActive ? 'on' : 'off')}>
            Rep
          </api.NavLink>
          <Where />
          <api.Outlet />
        </nav>
      );
    }
    const routes: RouteObject[] = [
      {
        path: '/',
        Component: Nav,
        children: [
          { index: true, Component: () => <Page name="Home" /> },
          { path: 'report/*', Component: () => <Page name="Report" /> },
          { path: 'settings/*', Component: () => <Page name="Settings" /> },
        ],
      },
    ];
    const current = (name: string) => screen.getByRole('link', { name }).getAttribute('aria-current');
    const classOf = (name: string) => screen.getByRole('link', { name }).className;

    it('marks the page’s own link, and links above it unless they have `end`', async () => {
      start(routes, '/report/dist/q');
      await screen.findByRole('heading', { name: 'Report' });

      expect(current('Report')).toBe('page');
      expect(current('Report exactly')).toBeNull();
      expect(current('Home')).toBeNull();
      // "/" is above every path, but React Router only counts a segment boundary after it.
      expect(current('Root without end')).toBeNull();
      expect(classOf('Rep')).toBe('off');
    });

    it('ignores case and a trailing slash, and adds the `active` class to a className string', async () => {
      start(routes, '/settings/users');
      await screen.findByRole('heading', { name: 'Settings' });

      expect(current('Settings')).toBe('page');
      expect(classOf('Settings')).toBe('item active');
      expect(classOf('Report')).toBe('');
    });

    it('follows the address as it changes', async () => {
      start(routes, '/');
      await screen.findByRole('heading', { name: 'Home' });
      expect(current('Home')).toBe('page');
      expect(current('Root without end')).toBe('page');

      fireEvent.click(screen.getByRole('link', { name: 'Report' }));

      await screen.findByRole('heading', { name: 'Report' });
      expect(current('Home')).toBeNull();
      expect(current('Report exactly')).toBe('page');
    });
  });

  it('useMatch gives the params of a whole path pattern, or null', async () => {
    function Probe() {
      const journey = api.useMatch('/beneficiary/:id/journey');
      const other = api.useMatch('/beneficiary/:id');
      return (
        <p>
          {journey ? `journey of ${journey.params.id}` : 'no journey'}, {other ? 'other' : 'no other'}
        </p>
      );
    }
    start([{ path: '/beneficiary/:id/*', Component: Probe }], '/Beneficiary/b%201/journey/');

    expect(await screen.findByText('journey of b 1, no other')).toBeTruthy();
  });

  it('useHref gives the address of an absolute path as written', async () => {
    function Probe() {
      return <p>{api.useHref('/settings/users?x=1#top')}</p>;
    }
    start([{ path: '*', Component: Probe }], '/a/b');

    expect(await screen.findByText('/settings/users?x=1#top')).toBeTruthy();
  });

  it('Navigate replaces the entry once rendered, keeping the query', async () => {
    function Alias() {
      const { search } = api.useLocation();
      return <api.Navigate replace to={`/report/dist${search}`} />;
    }
    start(
      [
        {
          path: '/',
          Component: () => (
            <>
              <Where />
              <api.Outlet />
            </>
          ),
          children: [
            { path: 'report/delta', Component: Alias },
            { path: 'report/dist', Component: () => <Page name="Distance" /> },
          ],
        },
      ],
      '/report/delta?tags=a',
    );
    const before = window.history.length;

    await screen.findByRole('heading', { name: 'Distance' });

    expect(where()).toBe('/report/dist?tags=a');
    expect(window.history.length).toBe(before);
  });

  describe('useBlocker', () => {
    let unsaved = true;
    function Guard() {
      const blocker = api.useBlocker(
        ({ currentLocation, nextLocation }) =>
          unsaved &&
          currentLocation.pathname !== nextLocation.pathname &&
          (nextLocation.state as { discard?: boolean } | null)?.discard !== true,
      );
      return blocker.state === 'blocked' ? (
        <div role="alertdialog" aria-label={`Leave for ${blocker.location.pathname}?`}>
          <button type="button" onClick={() => blocker.reset()}>
            Stay
          </button>
          <button type="button" onClick={() => blocker.proceed()}>
            Leave
          </button>
        </div>
      ) : (
        <p>{blocker.state}</p>
      );
    }
    function Form() {
      const [, setSearch] = api.useSearchParams();
      return (
        <>
          <h1>Form</h1>
          <api.Link to="/home">Home</api.Link>
          <api.Link to="/home" state={{ discard: true }}>
            Cancel
          </api.Link>
          <button type="button" onClick={() => setSearch({ tab: '2' })}>
            Tab 2
          </button>
        </>
      );
    }
    const routes: RouteObject[] = [
      {
        path: '/',
        Component: () => (
          <>
            <Where />
            <Guard />
            <api.Outlet />
          </>
        ),
        children: [
          { path: 'form', Component: Form },
          { path: 'home', Component: () => <Page name="Home" /> },
        ],
      },
    ];

    beforeEach(() => {
      unsaved = true;
    });

    it('holds a link away until the user chooses, and stays on reset', async () => {
      start(routes, '/form');
      await screen.findByRole('heading', { name: 'Form' });

      fireEvent.click(screen.getByRole('link', { name: 'Home' }));

      const dialog = await screen.findByRole('alertdialog', { name: 'Leave for /home?' });
      expect(where()).toBe('/form');
      fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
      expect(await screen.findByText('unblocked')).toBeTruthy();
      expect(dialog.isConnected).toBe(false);
      expect(where()).toBe('/form');
    });

    it('lets the navigation through on proceed, as a new entry', async () => {
      start(routes, '/form');
      await screen.findByRole('heading', { name: 'Form' });
      const before = window.history.length;

      fireEvent.click(screen.getByRole('link', { name: 'Home' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));

      expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
      expect(await screen.findByText('unblocked')).toBeTruthy();
      expect(window.history.length).toBe(before + 1);
    });

    it('gives the blocker the next location’s state, and lets a query change through', async () => {
      start(routes, '/form');
      await screen.findByRole('heading', { name: 'Form' });

      fireEvent.click(screen.getByRole('button', { name: 'Tab 2' }));
      await waitFor(() => expect(where()).toBe('/form?tab=2'));
      fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));

      expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    });

    it('holds Back too, and goes back on proceed', async () => {
      unsaved = false;
      const current = start(routes, '/home');
      await screen.findByRole('heading', { name: 'Home' });
      await act(() => current.navigate('/form'));
      await screen.findByRole('heading', { name: 'Form' });
      unsaved = true;

      act(() => window.history.back());

      await screen.findByRole('alertdialog', { name: 'Leave for /home?' });
      await waitFor(() => expect(window.location.pathname).toBe('/form'));
      expect(where()).toBe('/form');
      fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
      expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
      expect(window.location.pathname).toBe('/home');
    });
  });

  describe('useSearchParams', () => {
    let mounts = 0;
    function Filter() {
      const [search, setSearch] = api.useSearchParams();
      const [mountedAt] = useState(() => ++mounts);
      return (
        <>
          <h1>{`q=${search.get('q') ?? ''} tags=${search.getAll('tag').join(',')} mount ${mountedAt}`}</h1>
          <button type="button" onClick={() => setSearch({ q: 'a', tag: ['x', 'y'] }, { replace: true })}>
            Record
          </button>
          <button type="button" onClick={() => setSearch((previous) => (previous.delete('q'), previous))}>
            Function
          </button>
          <button type="button" onClick={() => setSearch({})}>
            Clear
          </button>
        </>
      );
    }

    it('takes a record (arrays repeat the key) or a function, replacing when asked, without remounting', async () => {
      mounts = 0;
      start([{ path: '/ops', Component: Filter }], '/ops?q=z');
      await screen.findByRole('heading', { name: 'q=z tags= mount 1' });
      const before = window.history.length;

      fireEvent.click(screen.getByRole('button', { name: 'Record' }));
      expect(await screen.findByRole('heading', { name: 'q=a tags=x,y mount 1' })).toBeTruthy();
      expect(window.location.search).toBe('?q=a&tag=x&tag=y');
      expect(window.history.length).toBe(before);

      fireEvent.click(screen.getByRole('button', { name: 'Function' }));
      expect(await screen.findByRole('heading', { name: 'q= tags=x,y mount 1' })).toBeTruthy();
      expect(window.history.length).toBe(before + 1);

      fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
      expect(await screen.findByRole('heading', { name: 'q= tags= mount 1' })).toBeTruthy();
      expect(window.location.href).toBe(`${window.location.origin}/ops`);
    });
  });

  it('useNavigate keeps its identity across navigations, and navigate(-1) goes back', async () => {
    const seen = new Set<unknown>();
    function Pages() {
      const navigate = api.useNavigate();
      seen.add(navigate);
      return (
        <>
          <Where />
          <button type="button" onClick={() => void navigate('/b', { state: { from: 'a' } })}>
            To b
          </button>
          <button type="button" onClick={() => void navigate(-1)}>
            Back
          </button>
          <State />
        </>
      );
    }
    function State() {
      return <p data-testid="state">{JSON.stringify(api.useLocation().state)}</p>;
    }
    start([{ path: '*', Component: Pages }], '/a');
    await waitFor(() => expect(where()).toBe('/a'));

    fireEvent.click(screen.getByRole('button', { name: 'To b' }));
    await waitFor(() => expect(where()).toBe('/b'));
    expect(screen.getByTestId('state').textContent).toBe('{"from":"a"}');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));

    await waitFor(() => expect(where()).toBe('/a'));
    expect(seen.size).toBe(1);
  });

  describe('loaders', () => {
    it('run again as React Router decides: new params, a new query, the same address, or shouldRevalidate', async () => {
      const layout = vi.fn(() => 'layout');
      const guard = vi.fn(() => 'guard');
      const page = vi.fn(() => 'page');
      const current = start(
        [
          {
            path: '/',
            loader: guard,
            shouldRevalidate: () => true,
            Component: () => <api.Outlet />,
            children: [
              {
                path: 'questions/:id',
                loader: layout,
                Component: () => <api.Outlet />,
                children: [
                  { index: true, loader: page, Component: () => <Page name="General" /> },
                  { path: 'questions', Component: () => <Page name="Questions" /> },
                ],
              },
            ],
          },
        ],
        '/questions/1',
      );
      await screen.findByRole('heading', { name: 'General' });
      const calls = () => [guard.mock.calls.length, layout.mock.calls.length, page.mock.calls.length];
      expect(calls()).toEqual([1, 1, 1]);

      await act(() => current.navigate('/questions/1/questions'));
      expect(calls()).toEqual([2, 1, 1]);
      await act(() => current.navigate('/questions/1'));
      expect(calls()).toEqual([3, 1, 2]);
      await act(() => current.navigate('/questions/2'));
      expect(calls()).toEqual([4, 2, 3]);
      await act(() => current.navigate('/questions/2?x=1'));
      expect(calls()).toEqual([5, 3, 4]);
      await act(() => current.navigate('/questions/2?x=1'));
      expect(calls()).toEqual([6, 4, 5]);
      await act(() => current.navigate('/questions/2?x=1#part'));
      expect(calls()).toEqual([6, 4, 5]);
      expect(window.location.hash).toBe('#part');
    });
  });

  describe('ScrollRestoration', () => {
    let scrollY = 0;
    beforeEach(() => {
      scrollY = 0;
      vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
      vi.spyOn(window, 'scrollTo').mockImplementation((_x: number, y: number) => {
        scrollY = y;
      });
    });

    it('opens a new page at its top and returns to where a page was on Back', async () => {
      function Pages() {
        return (
          <>
            <api.ScrollRestoration />
            <Where />
            <div id="part" />
          </>
        );
      }
      const current = start([{ path: '*', Component: Pages }], '/feed');
      await waitFor(() => expect(where()).toBe('/feed'));
      scrollY = 900;

      await act(() => current.navigate('/terms'));
      await waitFor(() => expect(where()).toBe('/terms'));
      expect(scrollY).toBe(0);
      scrollY = 40;

      act(() => window.history.back());

      await waitFor(() => expect(where()).toBe('/feed'));
      expect(scrollY).toBe(900);
      expect(window.history.scrollRestoration).toBe('manual');
    });

    it('scrolls to the element a fragment names', async () => {
      const scrolled = vi.fn();
      function Pages() {
        return (
          <>
            <api.ScrollRestoration />
            <Where />
            <div id="part" ref={(element) => void (element && (element.scrollIntoView = scrolled))} />
          </>
        );
      }
      const current = start([{ path: '*', Component: Pages }], '/feed');
      await waitFor(() => expect(where()).toBe('/feed'));

      await act(() => current.navigate('/terms#part'));

      await waitFor(() => expect(where()).toBe('/terms#part'));
      expect(scrolled).toHaveBeenCalled();
    });
  });
});
