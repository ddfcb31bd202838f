import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One email the API "sent" on the local stack (functions/src/domains/records/remote-notification.ts). */
export interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  text: string;
}

/** The outbox's messages, newest first (file names start with their ISO time). */
export async function readOutbox(dir: string): Promise<OutboxMessage[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));
  files.sort().reverse();
  return Promise.all(
    files.map(async (file) => {
      const message = JSON.parse(await readFile(join(dir, file), 'utf8')) as Omit<OutboxMessage, 'file'>;
      return { file, to: message.to, subject: message.subject, text: message.text };
    }),
  );
}

/**
 * Writes one email to the outbox as the API's local mail port does (functions/src/domains/records/
 * remote-notification.ts): `<ISO time>-<id>.json`, so the newest sorts first.
 */
export async function writeOutboxMessage(dir: string, message: Omit<OutboxMessage, 'file'>): Promise<void> {
  await mkdir(dir, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.json`;
  await writeFile(join(dir, name), `${JSON.stringify(message, null, 2)}\n`);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `/dev/outbox`: the emails a developer would otherwise never see, as a plain accessible page. */
export function renderOutbox(messages: readonly OutboxMessage[]): string {
  const items = messages
    .map(
      (m) =>
        `<article><h2>${escapeHtml(m.subject)}</h2><p>To: ${escapeHtml(m.to)}</p><pre>${escapeHtml(m.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ripple outbox</title></head><body><main><h1>Outbox (${messages.length})</h1>${items || '<p>No emails yet.</p>'}</main></body></html>\n`;
}
