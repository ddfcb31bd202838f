import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ExportDownload } from './export-download';

const MESSAGES = { entity: 'Export', started: 'Download started', failed: 'Export failed' };

describe('ExportDownload', () => {
  it('sends the browser to the exported file once, however often it renders, naming its time zone', async () => {
    // Prepare
    const start = vi.fn(() => Promise.resolve('/v1/export/file.csv'));
    const download = vi.fn();
    const view = render(<ExportDownload start={start} messages={MESSAGES} download={download} />);

    // Act
    await screen.findByText('Download started');
    view.rerender(<ExportDownload start={start} messages={MESSAGES} download={download} />);

    // Assess
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(download).toHaveBeenCalledExactlyOnceWith(`/v1/export/file.csv?tz=${encodeURIComponent(zone)}`);
    expect(start).toHaveBeenCalledOnce();
  });

  it("reads 'Export failed' and downloads nothing when the export fails", async () => {
    // Prepare
    const download = vi.fn();

    // Act
    render(
      <ExportDownload
        start={() => Promise.reject(new Error('no'))}
        messages={MESSAGES}
        download={download}
      />,
    );

    // Assess
    expect(await screen.findByText('Export failed')).toBeTruthy();
    expect(download).not.toHaveBeenCalled();
  });
});
