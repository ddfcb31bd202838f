import { act, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { convert, rootRoute, titleOf } from './landing-routes';
import { createLightRoutes, type DocumentLocation } from './light-routes';
import { createRoutes } from './router';
import { renderApp } from './test-utils';
import { LANDING_PATHS } from '@/config/landing-paths';
import { createQueryClient } from '@/lib/query-client';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

/** Every route of a table with its full path, children joined to their parents. */
function routesOf(routes: RouteObject[], parent = ''): { path: string; route: RouteObject }[] {
  return routes.flatMap((route) => {
    const path = route.path?.startsWith('/')
      ? route.path
      : `${parent === '/' ? '' : parent}/${route.path ?? ''}`.replace(/\/$/, '') || '/';
    const own = route.path ? path : parent;
    return [{ path: own, route }, ...routesOf(route.children ?? [], own)];
  });
}

/** Every path of a route table. */
const pathsOf = (routes: RouteObject[]) =>
  routesOf(routes)
    .filter(({ route }) => route.path)
    .map(({ path }) => path);

/** Every route that renders a page (a leaf with a module), with its full path. */
const pagesOf = (routes: RouteObject[]) =>
  routesOf(routes)
    .filter(({ route }) => !route.children && route.lazy)
    .map(({ path, route }) => ({ path: route.index ? `${path} (index)` : path, route }));

/** The light build's route table at `url`, with a document address whose loads are recorded. */
function renderLight(url: string, documentHref: string) {
  const location: DocumentLocation = { href: documentHref, assign: vi.fn() };
  const view = renderApp(url, (queryClient) => createLightRoutes(queryClient, location));
  return { ...view, assign: location.assign as ReturnType<typeof vi.fn> };
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('the two route tables', () => {
  it('gives the light build exactly the landing paths the edge serves it for', () => {
    // Prepare
    const light = pathsOf(createLightRoutes(createQueryClient(), { href: '', assign: vi.fn() }));
    // Act
    const landing = light.filter((path) => path !== '/' && path !== '/*');
    // Assess
    expect(landing.sort()).toEqual([...LANDING_PATHS].sort());
  });

  it('keeps every landing page in the whole app too', () => {
    // Act
    const whole = pathsOf(createRoutes(createQueryClient()));
    // Assess
    for (const path of LANDING_PATHS) expect(whole).toContain(path);
  });
});

describe('page titles', () => {
  it.each([
    ['the whole app', () => createRoutes(createQueryClient())],
    ['the light build', () => createLightRoutes(createQueryClient(), { href: '', assign: vi.fn() })],
  ])('name every page of %s, but /redirect, which shows none', (_, routes) => {
    // Act
    const untitled = pagesOf(routes())
      .filter(({ route }) => !titleOf(route))
      .map(({ path }) => path);
    // Assess
    expect(untitled.filter((path) => path !== '/redirect')).toEqual([]);
  });

  it.each([
    ['the whole app', (url: string) => renderApp(url).router],
    ['the light build', (url: string) => renderLight(url, `http://localhost${url}`).router],
  ])('set the tab title in %s, and a new page opens at the top', async (_, renderRouter) => {
    // Prepare
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const router = renderRouter('/login');
    await screen.findByRole('heading', { name: 'Log in' });
    await waitFor(() => expect(document.title).toBe('Log in – Ripple'));
    scrollTo.mockClear();
    // Act
    await act(() => router.navigate('/terms'));
    // Assess
    await screen.findByRole('heading', { name: 'Terms of use' });
    await waitFor(() => expect(document.title).toBe('Terms of use – Ripple'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe('the error page', () => {
  it('takes focus as a new page does, and so does the page after it', async () => {
    // Prepare: a page whose loader fails, shown by the root route's error boundary
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = {
      path: '/broken',
      loader: () => {
        throw new Error('broken');
      },
    };
    const { router } = renderApp('/login', (queryClient) => [rootRoute(convert(queryClient), [broken])]);
    await screen.findByRole('heading', { name: 'Log in' });
    // Act
    await act(() => router.navigate('/broken'));
    // Assess: it has no h1, so focus is on its main region
    await screen.findByText(/Something went wrong\./);
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('main')));
    // Act
    await act(() => router.navigate('/terms'));
    // Assess
    const heading = await screen.findByRole('heading', { name: 'Terms of use' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});

describe('the light build', () => {
  it('renders a landing page itself', async () => {
    // Act
    const { assign } = renderLight('/login', 'http://localhost/login');
    // Assess
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it.each(['/', '/questions?tab=2', '/meeting/m1/view'])('loads the whole app for %s', async (url) => {
    // Prepare: the light build is showing the login page
    const { assign, router } = renderLight('/login', 'http://localhost/login');
    await screen.findByRole('heading', { name: 'Log in' });
    // Act
    void router.navigate(url);
    // Assess
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`http://localhost${url}`));
  });

  it('shows not found, rather than reloading, for a page it was wrongly served', async () => {
    // Act: the document's own address is one the light build does not hold
    const { assign } = renderLight('/questions', 'http://localhost/questions#main');
    // Assess
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('the first render', () => {
  it.each([
    ['the light build', () => renderLight('/login', 'http://localhost/login')],
    ['the whole app', () => renderApp('/login')],
  ])('keeps the boot header in %s until the page is ready, without a warning', async (_, renderLogin) => {
    // Prepare
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // Act
    const { container } = renderLogin();
    // Assess: what index.html painted stays while the route modules load, then the page replaces it
    expect(container.querySelector('.boot-header img.boot-logo')).not.toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(container.querySelector('.boot-header')).toBeNull();
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/HydrateFallback/);
    warn.mockRestore();
  });
});
