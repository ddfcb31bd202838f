/** The `next` query (spec 01 §2 URL state): a base64 JSON list of record ids or absolute URLs to visit in turn. */

function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return btoa(binary);
}

function fromBase64(value: string): string {
  const normal = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(normal + '='.repeat((4 - (normal.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** `next` for a list; undefined when empty. */
export function encodeNext(list: readonly string[]): string | undefined {
  return list.length ? toBase64(JSON.stringify(list)) : undefined;
}

/** The list in a `next` value; a missing or malformed value is an empty list. */
export function decodeNext(value: string | null | undefined): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(fromBase64(value));
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string' && !!x) : [];
  } catch {
    return [];
  }
}

export const isAbsoluteUrl = (value: string) => /^https?:\/\//i.test(value);

/** The `/external/{b64url}` parameter for an absolute URL (base64url, unpadded). */
export function encodeExternal(url: string): string {
  return toBase64(url).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The URL in an `/external/` parameter, or null unless it is a valid http(s) URL. */
export function decodeExternal(value: string): URL | null {
  try {
    const url = new URL(fromBase64(value));
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The page a listed record opens on: the answering flow, or data entry when typing in paper records. */
export type ForwardPage = 'meeting' | 'dataentry';

/**
 * Where to go for the first entry of a forward list: a record with the rest in `next`, or the external notice. A
 * sequence keeps its page throughout, so paper records of a sequence are all typed in on data entry.
 */
export function forwardHref(list: readonly string[], page: ForwardPage = 'meeting'): string | null {
  const [first, ...rest] = list;
  if (!first) return null;
  if (isAbsoluteUrl(first)) return `/external/${encodeExternal(first)}`;
  const next = encodeNext(rest);
  return `/${page}/${encodeURIComponent(first)}${next ? `?next=${encodeURIComponent(next)}` : ''}`;
}
