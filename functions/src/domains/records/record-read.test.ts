import { GetItemCommand } from 'dynamodb-toolbox';
import { describe, expect, it, vi } from 'vitest';

import { MeetingEntity } from './meeting.entity.ts';
import { recordRead } from './record-read.ts';

describe('recordRead', () => {
  it("is the request dynamodb-toolbox builds for the record's consistent read", () => {
    // Prepare
    vi.stubEnv('TABLE_NAME', 'ripple-test');
    vi.stubEnv('AWS_REGION', 'eu-west-2');
    const toolbox = MeetingEntity.build(GetItemCommand)
      .key({ orgId: 'org-1', meetingId: 'rec-1' })
      .options({ consistent: true })
      .params();
    // Act
    const read = recordRead('ripple-test', 'org-1', 'rec-1');
    // Assess
    expect(read).toStrictEqual(toolbox);
  });
});
