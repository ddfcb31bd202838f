import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { request } from '@/lib/graphql/client';
import { graphql } from '@/lib/graphql/generated';
import { createQueryClient } from '@/lib/query-client';
import { graphqlResponse } from '@/testing/graphql-response';
import { SuspendedNotice } from './suspended-notice';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

const SaveDocument = graphql(`
  mutation SuspendedNoticeTestSave {
    GetInviteLink
  }
`);

const renderNotice = (suspended: boolean) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SuspendedNotice organisation={{ name: 'Harbour Trust', suspended }} />
    </QueryClientProvider>,
  );

describe('SuspendedNotice', () => {
  it('tells the members of a suspended organisation that they can read but not change', async () => {
    // Act
    renderNotice(true);
    // Assess
    expect(await screen.findByText('This organisation is suspended')).toBeTruthy();
    expect(
      screen.getByText(/You can read Harbour Trust's data, but nothing can be added or changed/),
    ).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('shows nothing for an active organisation', () => {
    // Act
    renderNotice(false);
    // Assess
    expect(screen.queryByText('This organisation is suspended')).toBeNull();
  });

  it('says a write was refused when the API answers organisation.suspended', async () => {
    // Prepare
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          graphqlResponse({ data: null, errors: [{ errorType: 'organisation.suspended', message: 'x' }] }),
        ),
      ),
    );
    renderNotice(false);
    // Act
    await request(SaveDocument).catch(() => undefined);
    // Assess
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Your change was not saved because the organisation is suspended.',
      ),
    );
  });
});
