import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageChangeProvider, withPageChange, type PageTitle } from './page-change';

/** A frame like the app's: a header link outside #main, and #main around the page. */
function Frame() {
  return (
    <PageChangeProvider>
      <header>
        <Link to="/home">Home link</Link>
        <Link to="/home?filter=1">Filter link</Link>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </PageChangeProvider>
  );
}

const page = (path: string, title: PageTitle, Page: ComponentType): RouteObject => ({
  path,
  Component: withPageChange(Page, title),
});

function renderPages(pages: RouteObject[], url: string) {
  const router = createMemoryRouter([{ Component: Frame, children: pages }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const Home = () => <h1>Welcome</h1>;
const Login = () => <h1>Log in here</h1>;

describe('a new page', () => {
  it('names the tab after the page and the brand, with the route params in the name', async () => {
    // Act
    renderPages(
      [page('/beneficiary/:id/records', 'beneficiaryRecords', () => <h1>Ben</h1>)],
      '/beneficiary/b%201/records',
    );
    // Assess
    await waitFor(() => expect(document.title).toBe('Records of b 1 – Ripple'));
  });

  it('leaves focus alone on the first page the document shows', async () => {
    // Act
    renderPages([page('/login', 'login', Login)], '/login');
    // Assess
    await screen.findByRole('heading', { name: 'Log in here' });
    expect(document.activeElement).toBe(document.body);
  });

  it('takes focus to its h1 when a link outside the page led there', async () => {
    // Prepare
    renderPages([page('/login', 'login', Login), page('/home', 'home', Home)], '/login');
    const link = await screen.findByRole('link', { name: 'Home link' });
    act(() => link.focus());
    // Act
    act(() => link.click());
    // Assess
    const heading = await screen.findByRole('heading', { name: 'Welcome' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(document.title).toBe('Home – Ripple');
  });

  it('takes focus when the link that led there vanished with the old page', async () => {
    // Prepare
    const Start = () => (
      <>
        <h1>Start</h1>
        <Link to="/home">Go home</Link>
      </>
    );
    renderPages([page('/start', 'login', Start), page('/home', 'home', Home)], '/start');
    const link = await screen.findByRole('link', { name: 'Go home' });
    act(() => link.focus());
    // Act
    act(() => link.click());
    // Assess
    const heading = await screen.findByRole('heading', { name: 'Welcome' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('does not move focus when only the query changes', async () => {
    // Prepare
    renderPages([page('/home', 'home', Home)], '/home');
    await screen.findByRole('heading', { name: 'Welcome' });
    const link = screen.getByRole('link', { name: 'Filter link' });
    act(() => link.focus());
    // Act
    act(() => link.click());
    // Assess
    await waitFor(() => expect(document.activeElement).toBe(link));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(document.activeElement).toBe(link);
  });

  it('holds focus on #main until a heading that waits for data arrives', async () => {
    // Prepare
    function Slow() {
      const [ready, setReady] = useState(false);
      useEffect(() => {
        const timer = setTimeout(() => setReady(true), 200);
        return () => clearTimeout(timer);
      }, []);
      return ready ? <h1>Loaded</h1> : <p>Loading</p>;
    }
    renderPages([page('/login', 'login', Login), page('/home', 'home', Slow)], '/login');
    const link = await screen.findByRole('link', { name: 'Home link' });
    act(() => link.focus());
    // Act
    act(() => link.click());
    await screen.findByText('Loading');
    // Assess
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('main')));
    const heading = await screen.findByRole('heading', { name: 'Loaded' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('leaves focus where the page put it', async () => {
    // Prepare
    function Form() {
      const field = useRef<HTMLInputElement>(null);
      useEffect(() => field.current?.focus(), []);
      return (
        <>
          <h1>Form</h1>
          <label>
            Name <input ref={field} />
          </label>
        </>
      );
    }
    renderPages([page('/login', 'login', Login), page('/home', 'home', Form)], '/login');
    const link = await screen.findByRole('link', { name: 'Home link' });
    act(() => link.focus());
    // Act
    act(() => link.click());
    // Assess
    const field = await screen.findByRole('textbox', { name: 'Name' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(document.activeElement).toBe(field);
  });

  it('leaves focus on the tab that changed the page', async () => {
    // Prepare: tabs inside the page, each its own URL
    function Tabs() {
      return (
        <>
          <h1>Settings</h1>
          <div role="tablist" aria-label="Sections">
            <Link role="tab" to="/settings/a">
              A
            </Link>
            <Link role="tab" to="/settings/b">
              B
            </Link>
          </div>
          <Outlet />
        </>
      );
    }
    const router = createMemoryRouter(
      [
        {
          Component: Frame,
          children: [
            {
              path: '/settings',
              Component: Tabs,
              children: [
                page('a', 'settingsData', () => <p>Panel A</p>),
                page('b', 'settingsUsers', () => <p>Panel B</p>),
              ],
            },
          ],
        },
      ],
      { initialEntries: ['/settings/a'] },
    );
    render(<RouterProvider router={router} />);
    const tab = await screen.findByRole('tab', { name: 'B' });
    act(() => tab.focus());
    // Act
    act(() => tab.click());
    // Assess
    await screen.findByText('Panel B');
    await waitFor(() => expect(document.title).toBe('Settings: users – Ripple'));
    expect(document.activeElement).toBe(tab);
  });
});
