import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/stub-api';
import type { ReportInput } from '../api/get-report';
import { ReliableChangeDownload } from './reliable-change-download';

const INPUT: ReportInput = {
  questionnaire: 'q1',
  start: '2024-01-01T00:00:00.000Z',
  end: '2024-12-31T23:59:59.999Z',
  tags: ['North'],
  openStart: false,
  orTags: false,
  minRequiredRecords: 2,
};

const ZONE = encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone);

describe('ReliableChangeDownload', () => {
  it.each([false, true])(
    'asks the server for the file of the same report (for sharing: %s) and goes to the path it returns',
    async (forSharing) => {
      // Prepare
      const calls = stubApi({
        ExportReliableChange: () => ({ data: { exportReliableChange: '/v1/export/token-1' } }),
      });
      const download = vi.fn();
      render(<ReliableChangeDownload input={INPUT} forSharing={forSharing} download={download} />);

      // Act
      fireEvent.click(screen.getByRole('button', { name: 'Download figures (CSV)' }));

      // Assess
      expect(await screen.findByText('Download started')).toBeTruthy();
      expect(download).toHaveBeenCalledExactlyOnceWith(`/v1/export/token-1?tz=${ZONE}`);
      expect(calls.map(({ variables }) => variables)).toEqual([{ ...INPUT, forSharing }]);
    },
  );

  it('says the file could not be made, and goes nowhere, when the server refuses', async () => {
    // Prepare
    stubApi({ ExportReliableChange: () => ({ errors: [{ errorType: 'questionnaire.notFound' }] }) });
    const download = vi.fn();
    render(<ReliableChangeDownload input={INPUT} forSharing={false} download={download} />);

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Download figures (CSV)' }));

    // Assess
    expect(await screen.findByText('The file could not be made. Please try again.')).toBeTruthy();
    expect(download).not.toHaveBeenCalled();
  });

  it('asks once when pressed again while the file is being made', async () => {
    // Prepare
    const calls = stubApi({
      ExportReliableChange: () => ({ data: { exportReliableChange: '/v1/export/token-2' } }),
    });
    const download = vi.fn();
    render(<ReliableChangeDownload input={INPUT} forSharing={false} download={download} />);
    const button = screen.getByRole('button', { name: 'Download figures (CSV)' });

    // Act
    fireEvent.click(button);
    fireEvent.click(button);

    // Assess
    expect(screen.getByRole('status').textContent).toBe('Preparing the file…');
    expect(await screen.findByText('Download started')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(download).toHaveBeenCalledOnce();
  });
});
