import { useEffect, useRef, useState } from 'react';
import { Alert } from './alert';
import { Loader } from './loader';

type ExportDownloadProps = {
  /** Starts the export and resolves to the file's path. Called once per mount: give the component a `key`. */
  start: () => Promise<string>;
  /** The spec's texts: what the loader names, 'Download started', 'Export failed'. */
  messages: { entity: string; started: string; failed: string };
  /** Sends the browser to the download path; the page stays, as the file arrives as an attachment. */
  download?: (path: string) => void;
};

const assign = (path: string) => window.location.assign(path);

/** The file's dates are written in the browser's time zone, the days the export's range was chosen in. */
export const inBrowserTimeZone = (path: string) =>
  `${path}${path.includes('?') ? '&' : '?'}tz=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`;

/** Spec 01 §4 Exports: a loader, then 'Download started' (the browser goes to the returned path) or 'Export failed'. */
export function ExportDownload({ start, messages, download = assign }: ExportDownloadProps) {
  const [state, setState] = useState<'loading' | 'started' | 'failed'>('loading');
  // The export runs once per mount; callers pass fresh closures on every render.
  const run = useRef({ start, download });

  useEffect(() => {
    let current = true;
    run.current.start().then(
      (path) => {
        if (!current) return;
        run.current.download(inBrowserTimeZone(path));
        setState('started');
      },
      () => {
        if (current) setState('failed');
      },
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <Loader loading={state === 'loading'} entity={messages.entity}>
      {state === 'started' ? (
        <Alert tone="success">{messages.started}</Alert>
      ) : (
        <Alert>{messages.failed}</Alert>
      )}
    </Loader>
  );
}
