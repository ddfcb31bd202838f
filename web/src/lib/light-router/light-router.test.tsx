import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  Outlet,
  redirect,
  RouterProvider,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from './index';
import type { LightLoader, LightRoute } from './match-routes';
import type { LightRouter } from './router';

/** A promise and the functions that settle it, so that a test decides when a module or loader is ready. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Meeting() {
  const { id } = useParams();
  const data = useLoaderData<{ title: string }>();
  const [search] = useSearchParams();
  return (
    <h1>
      {data.title} {id} {search.get('next') ?? ''}
    </h1>
  );
}

function Home() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Home</h1>
      <Link to="/meeting/7?next=x">Open meeting 7</Link>
      <button type="button" onClick={() => void navigate('/meeting/8', { replace: true })}>
        Replace with 8
      </button>
    </>
  );
}

function Boundary() {
  const error = useRouteError();
  return (
    <p role="alert">{isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : String(error)}</p>
  );
}

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${search}${hash}`}</p>;
}

function Layout() {
  return (
    <>
      <Where />
      <Outlet />
    </>
  );
}

let router: LightRouter | undefined;

function start(children: LightRoute[], at: string) {
  window.history.replaceState(null, '', at);
  const routes: LightRoute[] = [
    {
      path: '/',
      HydrateFallback: () => <p>Starting</p>,
      lazy: () => Promise.resolve({ Component: Layout, ErrorBoundary: Boundary }),
      children,
    },
  ];
  router = createBrowserRouter(routes);
  render(<RouterProvider router={router} />);
  return router;
}

const meetingRoute = (loader: LightLoader = () => Promise.resolve({ title: 'Meeting' })): LightRoute => ({
  path: '/meeting/:id',
  loader,
  lazy: () => Promise.resolve({ Component: Meeting }),
});

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => {
  router?.dispose();
  router = undefined;
});

describe('the light router', () => {
  it('shows the root fallback, then the page with its loader data, params and search', async () => {
    const module = deferred<{ Component: typeof Meeting }>();
    start(
      [
        {
          path: '/meeting/:id',
          loader: () => Promise.resolve({ title: 'Meeting' }),
          lazy: () => module.promise,
        },
      ],
      '/meeting/42?next=b',
    );

    expect(screen.getByText('Starting')).toBeTruthy();
    module.resolve({ Component: Meeting });

    expect(await screen.findByRole('heading', { name: 'Meeting 42 b' })).toBeTruthy();
  });

  it('shows the root fallback below a pathless route around the whole table', async () => {
    window.history.replaceState(null, '', '/');
    const module = deferred<{ Component: typeof Home }>();
    router = createBrowserRouter([
      {
        Component: Outlet,
        children: [{ path: '/', HydrateFallback: () => <p>Starting</p>, lazy: () => module.promise }],
      },
    ]);
    render(<RouterProvider router={router} />);

    expect(screen.getByText('Starting')).toBeTruthy();
    module.resolve({ Component: Home });

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  it('starts the table’s loader before the page module arrives, with the address as a Request', () => {
    const loader = vi.fn(() => new Promise<never>(() => {}));
    start([{ path: '/jti/:jti', loader, lazy: () => new Promise<never>(() => {}) }], '/jti/abc');

    expect(loader).toHaveBeenCalledTimes(1);
    const [{ request, params }] = loader.mock.calls[0] as unknown as [{ request: Request; params: object }];
    expect(new URL(request.url).pathname).toBe('/jti/abc');
    expect(params).toEqual({ jti: 'abc' });
  });

  it('follows a redirect thrown by a loader in place of the address that redirected', async () => {
    const before = window.history.length;
    start(
      [
        {
          path: '/jti/:jti',
          loader: () => {
            throw redirect('/meeting/9');
          },
        },
        meetingRoute(),
      ],
      '/jti/abc',
    );

    expect(await screen.findByRole('heading', { name: 'Meeting 9' })).toBeTruthy();
    expect(window.location.pathname).toBe('/meeting/9');
    expect(window.history.length).toBe(before);
  });

  it('follows a redirect a loader returns', async () => {
    start([{ path: '/signup', loader: () => redirect('/meeting/3') }, meetingRoute()], '/signup');

    expect(await screen.findByRole('heading', { name: 'Meeting 3' })).toBeTruthy();
  });

  it('follows a plain click on a link as a new history entry, and goes back on a pop', async () => {
    start([{ index: true, Component: Home }, meetingRoute()], '/');
    const before = window.history.length;
    await screen.findByRole('heading', { name: 'Home' });

    fireEvent.click(screen.getByRole('link', { name: 'Open meeting 7' }));

    expect(await screen.findByRole('heading', { name: 'Meeting 7 x' })).toBeTruthy();
    expect(window.history.length).toBe(before + 1);
    act(() => {
      window.history.replaceState(null, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  it('leaves a modified click to the browser', async () => {
    start([{ index: true, Component: Home }, meetingRoute()], '/');
    await screen.findByRole('heading', { name: 'Home' });

    const followed = fireEvent.click(screen.getByRole('link', { name: 'Open meeting 7' }), { ctrlKey: true });

    expect(followed).toBe(true);
    expect(window.location.pathname).toBe('/');
  });

  it('replaces the entry when asked to', async () => {
    start([{ index: true, Component: Home }, meetingRoute()], '/');
    const before = window.history.length;
    await screen.findByRole('heading', { name: 'Home' });

    fireEvent.click(screen.getByRole('button', { name: 'Replace with 8' }));

    expect(await screen.findByRole('heading', { name: 'Meeting 8' })).toBeTruthy();
    expect(window.history.length).toBe(before);
  });

  it('keeps the page and the address until the next page is ready', async () => {
    const loader = deferred<{ title: string }>();
    start([{ index: true, Component: Home }, meetingRoute(vi.fn(() => loader.promise))], '/');
    await screen.findByRole('heading', { name: 'Home' });

    fireEvent.click(screen.getByRole('link', { name: 'Open meeting 7' }));
    await act(async () => {});

    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
    loader.resolve({ title: 'Later' });
    expect(await screen.findByRole('heading', { name: 'Later 7 x' })).toBeTruthy();
  });

  it('drops a navigation that a later one overtook', async () => {
    const slow = deferred<{ title: string }>();
    const loader = vi.fn((args: { params: { id?: string } }) =>
      args.params.id === '1' ? slow.promise : Promise.resolve({ title: 'Fast' }),
    );
    const current = start([{ index: true, Component: Home }, meetingRoute(loader)], '/');
    await screen.findByRole('heading', { name: 'Home' });

    void current.navigate('/meeting/1');
    await act(() => current.navigate('/meeting/2'));
    slow.resolve({ title: 'Slow' });
    await act(async () => {});

    expect(screen.getByRole('heading', { name: 'Fast 2' })).toBeTruthy();
    expect(window.location.pathname).toBe('/meeting/2');
  });

  it('shows a loader’s error in the nearest error boundary, a thrown Response as its status', async () => {
    start(
      [
        {
          path: '/broken',
          loader: () => {
            throw new Error('boom');
          },
        },
        {
          path: '/gone',
          loader: () => {
            throw new Response(null, { status: 404, statusText: 'Not Found' });
          },
        },
      ],
      '/broken',
    );

    expect((await screen.findByRole('alert')).textContent).toContain('Error: boom');
    await act(() => router!.navigate('/gone'));
    expect(screen.getByRole('alert').textContent).toContain('404 Not Found');
  });

  it('says something went wrong when no route has an error boundary', async () => {
    // Prepare
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.history.replaceState(null, '', '/');
    router = createBrowserRouter([{ path: '/', lazy: () => Promise.reject(new Error('chunk failed')) }]);
    // Act
    render(<RouterProvider router={router} />);
    // Assess
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong.');
  });

  it('shows a render error in the nearest error boundary, and clears it on the next address', async () => {
    function Broken(): never {
      throw new Error('render failed');
    }
    vi.spyOn(console, 'error').mockImplementation(() => {});
    start(
      [
        { path: '/broken', Component: Broken },
        { index: true, Component: Home },
      ],
      '/broken',
    );

    expect((await screen.findByRole('alert')).textContent).toContain('render failed');
    await act(() => router!.navigate('/'));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  it('opens a new page at its top, but not the first page or the same page with a new query', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const Scrolling = () => (
      <>
        <ScrollRestoration />
        <Outlet />
      </>
    );
    start(
      [{ Component: Scrolling, children: [{ path: '/home', Component: Home }, meetingRoute()] }],
      '/home',
    );
    await screen.findByRole('heading', { name: 'Home' });
    await act(() => router!.navigate('/home?filter=1'));
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router!.navigate('/meeting/3'));

    expect(await screen.findByRole('heading', { name: 'Meeting 3' })).toBeTruthy();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('does not reload the page when only the fragment changes (the skip link)', async () => {
    const loader = vi.fn(() => Promise.resolve({ title: 'Meeting' }));
    start([meetingRoute(loader)], '/meeting/5');
    await screen.findByRole('heading', { name: 'Meeting 5' });

    act(() => {
      window.history.pushState(null, '', '/meeting/5#main');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });

    expect(screen.getByTestId('where').textContent).toContain('/meeting/5#main');
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
