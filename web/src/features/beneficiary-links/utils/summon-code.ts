const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** RFC 4648 base32 of the UTF-8 text, lowercase, unpadded (the beneficiary prefix of a summon code). */
export function encodeBase32(text: string): string {
  let bits = 0;
  let buffer = 0;
  let out = '';
  for (const byte of new TextEncoder().encode(text)) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/** The text in an unpadded base32 value (either case), or null when it is not base32 of UTF-8 text. */
export function decodeBase32(value: string): string | null {
  let bits = 0;
  let buffer = 0;
  const bytes: number[] = [];
  for (const char of value.toLowerCase()) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) return null;
    buffer = ((buffer << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((buffer >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bytes)) || null;
  } catch {
    return null;
  }
}

/** The summon link code for one beneficiary: `{base32 ben}-{summon id}` (spec 01 §3). */
export const summonCodeFor = (summonID: string, beneficiary: string) =>
  `${encodeBase32(beneficiary)}-${summonID}`;

/**
 * Reads a summon code: 6 hyphen-separated parts carry the beneficiary in the first (spec 01 §3); otherwise the
 * link names no beneficiary and the ID form is shown. `beneficiary` is null when the prefix does not decode.
 */
export function decodeSummonCode(code: string): { namesBeneficiary: boolean; beneficiary: string | null } {
  const parts = code.split('-');
  if (parts.length !== 6) return { namesBeneficiary: false, beneficiary: null };
  return { namesBeneficiary: true, beneficiary: decodeBase32(parts[0] ?? '') };
}
