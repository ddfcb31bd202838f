import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlResponse, renderApp } from '../test-utils';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

afterEach(() => vi.unstubAllGlobals());

describe('the footer pages', () => {
  it.each([
    ['/about', /All users of an organisation have the same permissions/],
    ['/about', /can send the beneficiary on to another website afterwards/],
    ['/contact', /We reply within 24 hours/],
    ['/cookies', /the last questionnaire you opened/],
  ])('%s says what the product promises', async (path, text) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(graphqlResponse({ data: null }))),
    );
    renderApp(path);
    expect(await screen.findByText(text)).toBeTruthy();
  });
});
