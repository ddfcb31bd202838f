/** Lowercase unpadded base32 of UTF-8 text, as the web encodes a beneficiary into a remote record's summon code. */
export function base32(text: string): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of Buffer.from(text, 'utf8')) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += alphabet[(buffer >> bits) & 31];
    }
  }
  return bits > 0 ? out + alphabet[(buffer << (5 - bits)) & 31] : out;
}
