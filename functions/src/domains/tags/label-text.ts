/**
 * Characters nobody sees but which make two strings differ: zero-width space, non-joiner and joiner, word joiner,
 * the byte order mark (U+200B–U+200D, U+2060, U+FEFF), and the bidirectional controls: left-to-right and
 * right-to-left marks, embeddings and overrides, isolates, the Arabic letter mark (U+200E, U+200F, U+202A–U+202E,
 * U+2066–U+2069, U+061C). Phones insert some of them on their own (a keyboard's suggestion, a pasted ID).
 */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u200E\u200F\u202A-\u202E\u2066-\u2069\u061C]/g;

/**
 * A beneficiary id or a tag as it is stored and compared: the invisible characters removed, Unicode NFC (a "é"
 * typed as one character or as "e" and a combining accent is the same "é"), trimmed. The same ID typed on two
 * phones is then one beneficiary. Case is kept: "ann" and "Ann" stay two (docs/decisions.md, "Beneficiary IDs
 * and tags are stored normalised"). Removal comes first so that a mark it leaves beside its letter composes.
 */
export const normaliseLabel = (text: string): string => text.replace(INVISIBLE, '').normalize('NFC').trim();
