import { DeleteItemCommand, GetItemCommand, PutItemCommand } from 'dynamodb-toolbox';

import { OperatorEntity } from './operator.entity.ts';

/** The operator records; the only code that knows their keys. */
export interface OperatorsRepository {
  /** One consistent GetItem: a record deleted a moment ago is not seen. */
  isOperator(userId: string): Promise<boolean>;
  /** Idempotent: adding an operator again rewrites the same item. */
  add(operator: { userId: string; email: string; addedAt: string }): Promise<void>;
  /** Idempotent: removing an absent record succeeds. */
  remove(userId: string): Promise<void>;
}

export const operatorsRepository: OperatorsRepository = {
  async isOperator(userId) {
    const { Item } = await OperatorEntity.build(GetItemCommand)
      .key({ userId })
      .options({ consistent: true, attributes: ['userId'] })
      .send();
    return Item !== undefined;
  },

  async add(operator) {
    await OperatorEntity.build(PutItemCommand).item(operator).send();
  },

  async remove(userId) {
    await OperatorEntity.build(DeleteItemCommand).key({ userId }).send();
  },
};
