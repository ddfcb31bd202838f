import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApp } from './start';
import { loadConfig } from '@/config/env';
import { configureAuth } from '@/lib/auth';

vi.mock('@/config/env', () => ({ loadConfig: vi.fn() }));
vi.mock('@/lib/auth', () => ({
  configureAuth: vi.fn(),
  currentIdToken: vi.fn().mockResolvedValue(null),
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

  it('reads the config at once, with no parser to download first, and hands it to sign-in', async () => {
    // Prepare
    const config = new Promise<never>(() => undefined);
    vi.mocked(loadConfig).mockReturnValue(config);
    // Act: nothing awaited, so nothing dynamically imported could have resolved yet
    const started = startApp(routes);
    // Assess
    expect(loadConfig).toHaveBeenCalledOnce();
    expect(configureAuth).toHaveBeenCalledWith(config);
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
