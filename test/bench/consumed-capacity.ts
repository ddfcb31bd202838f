// DynamoDB's billing units for what the API does, measured on the local stack (issue 28 §6, docs/cost.md).
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * On-demand tables bill read request units and write request units, which are the capacity units an operation
 * reports when asked with `ReturnConsumedCapacity` (DynamoDB Local computes them the same way: item size rounded
 * up to 4 KB per strongly consistent read, half that eventually consistent, 1 KB per write, twice for
 * transactions, every index written counted).
 */
export type ConsumedUnits = { readUnits: number; writeUnits: number; calls: number };

// The SDK's names, and the document client's where a call reaches here under its own command.
const READS = new Set([
  'GetItem',
  'BatchGetItem',
  'Query',
  'Scan',
  'TransactGetItems',
  'Get',
  'BatchGet',
  'TransactGet',
]);

type Capacity = { CapacityUnits?: number };

const unitsOf = (consumed: Capacity | Capacity[] | undefined): number =>
  (Array.isArray(consumed) ? consumed : consumed ? [consumed] : []).reduce(
    (sum, entry) => sum + (entry.CapacityUnits ?? 0),
    0,
  );

/**
 * Asks every call of `client` for its consumed capacity and adds it up; `take()` returns the sum since the last
 * `take()` and starts again. The middleware only adds a parameter that changes nothing else the call does.
 */
export function meterConsumedCapacity(client: DynamoDBDocumentClient): { take: () => ConsumedUnits } {
  let current: ConsumedUnits = { readUnits: 0, writeUnits: 0, calls: 0 };
  client.middlewareStack.add(
    (next, context) => async (args) => {
      (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      const operation = String(context.commandName ?? '').replace(/Command$/, '');
      const units = unitsOf((result.output as { ConsumedCapacity?: Capacity | Capacity[] }).ConsumedCapacity);
      if (READS.has(operation)) current.readUnits += units;
      else current.writeUnits += units;
      current.calls += 1;
      return result;
    },
    { step: 'initialize', name: 'rippleBenchConsumedCapacity', override: true },
  );
  return {
    take: () => {
      const taken = current;
      current = { readUnits: 0, writeUnits: 0, calls: 0 };
      return taken;
    },
  };
}
