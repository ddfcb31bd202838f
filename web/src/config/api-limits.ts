/**
 * The API's input limits that forms check before sending (docs/api-errors.md), so that a person is told the limit
 * at the field rather than shown a refused save.
 */
export const API_LIMITS = {
  /** Characters of a record's or an answer's notes. */
  notes: 5000,
  /** Characters of a record or beneficiary tag: a label such as a place or a programme name. */
  tag: 50,
  /** Characters of a beneficiary ID. */
  beneficiaryId: 100,
  /** Days a remote or summon link may work: a year, so that a forgotten link does not stay open for ever. */
  linkDays: 365,
  /** Characters of a person's or an organisation's name. */
  name: 100,
  /** Characters of an email address (RFC 5321's practical limit). */
  email: 254,
  /** Characters of a password (Cognito's limit). */
  password: 256,
} as const;
