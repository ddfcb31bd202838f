/**
 * The keys of records (meetings) and their report summaries in the table and its indexes (docs/data-model.md,
 * "Items" and A7–A10, A18): the one place the records, reports and exports repositories take them from, so a key
 * read is always the key written.
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
