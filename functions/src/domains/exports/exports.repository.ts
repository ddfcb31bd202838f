import { QueryCommand } from '@aws-sdk/client-dynamodb';

import { beneficiaryRecordsPartition, questionnaireRecordsPartition } from '#core/record-keys.ts';
import { RippleTable } from '#core/table.ts';
import { TABLE_SCHEMA } from '#core/table-schema.ts';
import { recordFromItem, type StoredItem } from '#domains/reports/record-item.ts';
import { byRecordOrder } from '#domains/reports/report.ts';
import type { CompleteRecord } from '#domains/reports/record-item.ts';

/** Reads of exports beyond the report's (docs/data-model.md); the only code that knows these keys. */
export interface ExportsRepository {
  /**
   * A8: one beneficiary's complete records of a questionnaire, oldest first: one GSI1 Query on the beneficiary
   * (paged), keeping the items whose GSI3 key names the questionnaire (only complete records carry it).
   */
  beneficiaryRecords(orgId: string, questionnaireId: string, beneficiary: string): Promise<CompleteRecord[]>;
}

const { gsi1, gsi3 } = TABLE_SCHEMA.indexes;

export const exportsRepository: ExportsRepository = {
  async beneficiaryRecords(orgId, questionnaireId, beneficiary) {
    const records: CompleteRecord[] = [];
    let startKey: StoredItem | undefined;
    do {
      const page = await RippleTable.getDocumentClient().send(
        new QueryCommand({
          TableName: RippleTable.getName(),
          IndexName: gsi1.name,
          KeyConditionExpression: '#pk = :pk',
          FilterExpression: '#qpk = :qpk',
          ExpressionAttributeNames: { '#pk': gsi1.partitionKey, '#qpk': gsi3.partitionKey },
          ExpressionAttributeValues: {
            ':pk': { S: beneficiaryRecordsPartition(orgId, beneficiary) },
            ':qpk': { S: questionnaireRecordsPartition(orgId, questionnaireId) },
          },
          ExclusiveStartKey: startKey,
        }),
      );
      records.push(...(page.Items ?? []).map(recordFromItem));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return records.sort(byRecordOrder);
  },
};
