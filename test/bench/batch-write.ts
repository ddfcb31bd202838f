// Items straight into DynamoDB Local with the bare SDK: the benchmarks' seeding, and the import's floor.
import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * Writes `items` to `table` in BatchWriteItem requests of 25 by `writers` writers side by side, sending again what
 * DynamoDB left unprocessed; resolves with the milliseconds it took.
 */
export async function batchWriteAll(
  documents: DynamoDBDocumentClient,
  table: string,
  items: Record<string, unknown>[],
  writers = 8,
): Promise<number> {
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  const started = performance.now();
  const write = async () => {
    for (let batch = batches.shift(); batch; batch = batches.shift()) {
      let pending = batch;
      while (pending.length) {
        const result = await documents.send(
          new BatchWriteCommand({
            RequestItems: { [table]: pending.map((Item) => ({ PutRequest: { Item } })) },
          }),
        );
        pending = (result.UnprocessedItems?.[table] ?? []).map((request) => request.PutRequest!.Item!);
      }
    }
  };
  await Promise.all(Array.from({ length: writers }, write));
  return Math.round(performance.now() - started);
}
