/** The largest logo the API accepts, in bytes (docs/api-errors.md, "Organisation branding"). */
export const MAX_LOGO_BYTES = 200 * 1024;

/** What the file input offers; the bytes decide, not the name or the browser's guess. */
export const LOGO_ACCEPT = 'image/png,image/jpeg,image/webp';

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) =>
  prefix.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The image type proven by the first bytes: PNG, JPEG or WebP; anything else (SVG, GIF, …) is undefined. */
export function sniffLogoType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | 'image/webp' | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // In chunks: String.fromCharCode with 200 000 arguments would overflow the stack.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

export type LogoReading = { ok: true; dataUrl: string } | { ok: false; error: 'type' | 'size' };

/**
 * A chosen logo file as the data URL the API takes, or why not: `type` unless its bytes are PNG, JPEG or WebP
 * (SVG is refused: it can carry script), `size` above 200 KB. The server checks the same again.
 */
export async function readLogo(file: Blob): Promise<LogoReading> {
  if (file.size > MAX_LOGO_BYTES) return { ok: false, error: 'size' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffLogoType(bytes);
  if (!type) return { ok: false, error: 'type' };
  return { ok: true, dataUrl: `data:${type};base64,${toBase64(bytes)}` };
}
