import { TableAccessPattern, string } from 'dynamodb-toolbox';

import { RippleTable } from '#core/table.ts';

import { TagEntity } from './tag.entity.ts';
import { organisationPartition } from '#core/record-keys.ts';

/** Storage of the organisation's tag list; tags are added where they are used (beneficiaries, records). */
export interface TagsRepository {
  /** A11: every tag of the organisation, one Query. */
  listTags(orgId: string): Promise<string[]>;
}

/** A11: `pk = ORG#{orgId}`, `sk begins_with TAG#`. */
export const organisationTags = RippleTable.build(TableAccessPattern)
  .entities(TagEntity)
  .schema(string())
  .pattern((orgId) => ({ partition: organisationPartition(orgId), range: { beginsWith: 'TAG#' } }))
  .options({ maxPages: Infinity });

export const tagsRepository: TagsRepository = {
  async listTags(orgId) {
    const { Items = [] } = await organisationTags.query(orgId).send();
    return Items.map(({ label }) => label);
  },
};
