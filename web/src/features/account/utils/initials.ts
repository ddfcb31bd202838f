/** Up to two letters: the first letters of the first and last words of the name (spec 01 §2 Shell). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return (Array.from(first)[0] + (last ? (Array.from(last)[0] ?? '') : '')).toUpperCase();
}
