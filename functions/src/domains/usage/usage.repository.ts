import { PutItemCommand } from 'dynamodb-toolbox';

import { UsageEventEntity } from './usage-event.entity.ts';

export type UsageEvent = { orgId: string; userId: string; at: string; expiresAt: number };

/** Storage of usage events; the only code that knows their keys. */
export interface UsageRepository {
  recordUsage(event: UsageEvent): Promise<void>;
}

export const usageRepository: UsageRepository = {
  async recordUsage(event) {
    await UsageEventEntity.build(PutItemCommand).item(event).send();
  },
};
