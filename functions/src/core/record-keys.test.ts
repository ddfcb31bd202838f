import { describe, expect, it } from 'vitest';

import {
  beneficiaryRecordsPartition,
  completeRecordIndexKeys,
  questionnaireRecordsPartition,
  recordIndexKeys,
  recordKey,
} from './record-keys.ts';

describe('record keys', () => {
  it('writes the index keys that the named partitions read (docs/data-model.md, A7–A10)', () => {
    // Prepare
    const record = { id: 'mtg-1', beneficiary: 'ben-1', created: '2024-05-01T09:00:00.000Z' };
    // Act
    const written = {
      ...recordKey('org-1', record.id),
      ...recordIndexKeys('org-1', record),
      ...completeRecordIndexKeys('org-1', 'qnr-1', '2024-05-02T10:00:00.000Z', record.id),
    };
    // Assess
    expect(written).toEqual({
      pk: 'ORG#org-1',
      sk: 'MTG#mtg-1',
      gsi1pk: 'ORG#org-1#BEN#ben-1',
      gsi1sk: '2024-05-01T09:00:00.000Z#mtg-1',
      gsi2pk: 'ORG#org-1#MTG',
      gsi2sk: '2024-05-01T09:00:00.000Z#mtg-1',
      gsi3pk: 'ORG#org-1#QNR#qnr-1',
      gsi3sk: '2024-05-02T10:00:00.000Z#mtg-1',
    });
    expect(written.gsi1pk).toBe(beneficiaryRecordsPartition('org-1', 'ben-1'));
    expect(written.gsi3pk).toBe(questionnaireRecordsPartition('org-1', 'qnr-1'));
  });
});
