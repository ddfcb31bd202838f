import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApp } from './start';
import { requestConfig } from '@/config/config-request';
import { loadConfig } from '@/config/env';
import { preloadAuth } from '@/lib/auth';

vi.mock('@/config/env', () => ({ loadConfig: vi.fn() }));
vi.mock('@/config/config-request', () => ({ requestConfig: vi.fn(() => new Promise(() => undefined)) }));
vi.mock('@/lib/auth', () => ({
  configureAuth: vi.fn(),
  currentIdToken: vi.fn().mockResolvedValue(null),
  preloadAuth: vi.fn(),
}));

const routes = () => [{ path: '*', element: <h1>The first page</h1> }];

beforeEach(() => {
  vi.clearAllMocks();
  document.body.innerHTML = '<div id="root"><div class="boot-header"></div></div>';
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('startApp', () => {
  it('renders the route table once the config has loaded', async () => {
    // Prepare
    vi.mocked(loadConfig).mockResolvedValue({
      region: 'local',
      userPoolId: 'pool',
      userPoolClientId: 'client',
      authFlowType: 'USER_PASSWORD_AUTH',
    });
    // Act
    await startApp(routes);
    // Assess
    expect(await screen.findByRole('heading', { name: 'The first page' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for the config and starts loading sign-in at once, before the config parser has arrived', async () => {
    // Prepare
    vi.mocked(loadConfig).mockReturnValue(new Promise(() => undefined));
    // Act: nothing awaited, so nothing dynamically imported has resolved yet
    const started = startApp(routes);
    // Assess
    expect(requestConfig).toHaveBeenCalledOnce();
    expect(loadConfig).not.toHaveBeenCalled();
    expect(preloadAuth).toHaveBeenCalledOnce();
    await started;
  });

  it.each([
    ['at once', () => Promise.reject(new Error('config.json: HTTP 500'))],
    [
      'after the first render',
      () => new Promise((_, reject) => setTimeout(() => reject(new Error('late')), 50)),
    ],
  ])('says Ripple could not start when the config fails %s', async (_, failure) => {
    // Prepare
    vi.mocked(loadConfig).mockImplementation(failure as typeof loadConfig);
    // Act
    await startApp(routes);
    // Assess: the message replaces whatever was on the page
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Ripple could not start.'));
    expect(screen.queryByRole('heading', { name: 'The first page' })).toBeNull();
  });
});
