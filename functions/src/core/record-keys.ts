/**
 * The keys of records (meetings) and their report summaries in the table and its indexes (docs/data-model.md,
 * "Items" and A7–A10, A18), and every index partition of the table (A3, A19–A22): the one place the repositories
 * take them from, so a key read is always the key written. Item keys of other entities stay in their `*.entity.ts`.
 */

/** A record item: `ORG#{org}` / `MTG#{id}` (A7); the records of an organisation share the partition. */
export const recordKey = (orgId: string, meetingId: string) => ({
  pk: organisationPartition(orgId),
  sk: `${RECORD_PREFIX}${meetingId}`,
});
export const organisationPartition = (orgId: string) => `ORG#${orgId}`;
export const RECORD_PREFIX = 'MTG#';

/** GSI1, A8: a beneficiary's records, in order of creation. */
export const beneficiaryRecordsPartition = (orgId: string, beneficiary: string) =>
  `ORG#${orgId}#BEN#${beneficiary}`;

/** GSI2, A9: the organisation's records, in order of creation. */
export const organisationRecordsPartition = (orgId: string) => `ORG#${orgId}#MTG`;

/** GSI3, A10: a questionnaire's complete records, by date (sparse: only complete records carry it). */
export const questionnaireRecordsPartition = (orgId: string, questionnaireId: string) =>
  `ORG#${orgId}#QNR#${questionnaireId}`;

/** A18: the report summary items of a questionnaire. */
export const summaryPartition = (orgId: string, questionnaireId: string) =>
  `ORG#${orgId}#RSUM#${questionnaireId}`;

/** GSI1 and GSI2 keys of a record: they follow its beneficiary; `{created}#{id}` orders by creation. */
export const recordIndexKeys = (
  orgId: string,
  record: { id: string; beneficiary: string; created: string },
) => ({
  gsi1pk: beneficiaryRecordsPartition(orgId, record.beneficiary),
  gsi1sk: `${record.created}#${record.id}`,
  gsi2pk: organisationRecordsPartition(orgId),
  gsi2sk: `${record.created}#${record.id}`,
});

/** GSI3 keys of a complete record: `{date}#{id}` orders by the record date (ISO dates hold no `#`). */
export const completeRecordIndexKeys = (
  orgId: string,
  questionnaireId: string,
  date: string,
  id: string,
) => ({
  gsi3pk: questionnaireRecordsPartition(orgId, questionnaireId),
  gsi3sk: `${date}#${id}`,
});

/** `{at}#{id}`: a sort key in order of a time, the id breaking ties (A19–A22). */
const listedSortKey = (at: string, id: string) => `${at}#${id}`;

/** GSI1, A3: a user's memberships, `ORG#{org}` as sort key. */
export const userMembershipsPartition = (userId: string) => `USER#${userId}`;

/** GSI1, A19: an open link or summon of the organisation, by creation time; revoking removes the keys. */
export const openLinkIndexKeys = (orgId: string, createdAt: string, id: string) => ({
  gsi1pk: openLinksPartition(orgId),
  gsi1sk: listedSortKey(createdAt, id),
});
export const openLinksPartition = (orgId: string) => `ORG#${orgId}#LINK`;

/** GSI1, A20: an outstanding invite of the organisation, by creation time; accepting or revoking removes the keys. */
export const outstandingInviteIndexKeys = (orgId: string, createdAt: string, code: string) => ({
  gsi1pk: outstandingInvitesPartition(orgId),
  gsi1sk: listedSortKey(createdAt, code),
});
export const outstandingInvitesPartition = (orgId: string) => `ORG#${orgId}#INVITE`;

/**
 * GSI1, A21: the operators' list of organisations, newest first; written when an organisation is created and by
 * `npm run backfill:organisation-list` for those created before the list existed.
 */
export const organisationListKeys = (orgId: string, createdAt: string) => ({
  gsi1pk: ORGANISATION_LIST,
  gsi1sk: listedSortKey(createdAt, orgId),
});
export const ORGANISATION_LIST = 'ORGS';

/** The organisation item (A1), for requests built without its entity (a page token of A21). */
export const organisationKey = (orgId: string) => ({ pk: organisationPartition(orgId), sk: 'ORG' });

/** A22: an organisation's operator actions (its own partition), and all of them on GSI1, newest first. */
export const opsAuditPartition = (orgId: string) => `OPSAUDIT#${orgId}`;
export const opsAuditIndexKeys = (at: string, id: string) => ({
  gsi1pk: OPS_AUDIT_LOG,
  gsi1sk: listedSortKey(at, id),
});
export const OPS_AUDIT_LOG = 'OPSAUDIT';

/** A23: the sort-key prefix of usage events in the organisation's partition, `USAGE#{at}#{user}`. */
export const USAGE_PREFIX = 'USAGE#';

/** A spreadsheet import's item in its organisation's partition (A25). */
export const IMPORT_PREFIX = 'IMP#';
