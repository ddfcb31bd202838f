import { describe, expect, it } from 'vitest';

import {
  OPS_AUDIT_LOG,
  ORGANISATION_LIST,
  beneficiaryRecordsPartition,
  completeRecordIndexKeys,
  openLinkIndexKeys,
  openLinksPartition,
  opsAuditIndexKeys,
  opsAuditPartition,
  organisationKey,
  organisationListKeys,
  outstandingInviteIndexKeys,
  outstandingInvitesPartition,
  questionnaireRecordsPartition,
  recordIndexKeys,
  recordKey,
  userMembershipsPartition,
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

  it('lists links, summons, invites, organisations and operator actions on the GSI1 partitions docs/data-model.md names (A19–A22)', () => {
    // Act
    const written = {
      link: openLinkIndexKeys('org-1', '2024-05-01T09:00:00.000Z', 'jti-1'),
      invite: outstandingInviteIndexKeys('org-1', '2024-05-01T09:00:00.000Z', 'code-1'),
      organisation: organisationListKeys('org-1', '2024-05-01T09:00:00.000Z'),
      action: opsAuditIndexKeys('2024-05-01T09:00:00.000Z', 'entry-1'),
    };
    // Assess
    expect(written).toEqual({
      link: { gsi1pk: 'ORG#org-1#LINK', gsi1sk: '2024-05-01T09:00:00.000Z#jti-1' },
      invite: { gsi1pk: 'ORG#org-1#INVITE', gsi1sk: '2024-05-01T09:00:00.000Z#code-1' },
      organisation: { gsi1pk: 'ORGS', gsi1sk: '2024-05-01T09:00:00.000Z#org-1' },
      action: { gsi1pk: 'OPSAUDIT', gsi1sk: '2024-05-01T09:00:00.000Z#entry-1' },
    });
    expect([openLinksPartition('org-1'), outstandingInvitesPartition('org-1')]).toEqual([
      written.link.gsi1pk,
      written.invite.gsi1pk,
    ]);
    expect([ORGANISATION_LIST, OPS_AUDIT_LOG]).toEqual([written.organisation.gsi1pk, written.action.gsi1pk]);
  });

  it("keys an organisation, its operator actions and a user's memberships as docs/data-model.md does (A1, A3, A22)", () => {
    // Act and assess
    expect(organisationKey('org-1')).toEqual({ pk: 'ORG#org-1', sk: 'ORG' });
    expect(opsAuditPartition('org-1')).toBe('OPSAUDIT#org-1');
    expect(userMembershipsPartition('user-1')).toBe('USER#user-1');
  });
});
