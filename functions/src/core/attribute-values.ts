import type { AttributeValue } from '@aws-sdk/client-dynamodb';

/**
 * DynamoDB's attribute values to and from plain values, as the document client converts them with the options the
 * data layer gives it (`removeUndefinedValues`; numbers as JS numbers): for the client of the hot reads
 * (document-client.ts), which sends the bare SDK's commands. Only the types our items hold are converted; anything
 * else (a Map, a class instance, an empty set, a number the JS number cannot hold exactly) is refused, as the
 * document client refuses it with these options.
 */
export type Item = Record<string, unknown>;

const isPlainObject = (value: object): boolean => {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

const numberAttribute = (value: number): string => {
  if (!Number.isFinite(value)) throw new Error(`Special numeric value ${value} is not allowed`);
  if (value > Number.MAX_SAFE_INTEGER || value < Number.MIN_SAFE_INTEGER)
    throw new Error(`Number ${value} is outside the safe integer range`);
  return String(value);
};

const setAttribute = (set: Set<unknown>): AttributeValue => {
  const values = [...set].filter((value) => value !== undefined);
  const [first] = values;
  if (first === undefined) throw new Error('Pass a non-empty set');
  if (typeof first === 'string') return { SS: values as string[] };
  if (typeof first === 'number') return { NS: values.map((value) => numberAttribute(value as number)) };
  if (first instanceof Uint8Array) return { BS: values as Uint8Array[] };
  throw new Error('Only Number Set (NS), Binary Set (BS) or String Set (SS) are allowed.');
};

export const toAttribute = (value: unknown): AttributeValue => {
  switch (typeof value) {
    case 'string':
      return { S: value };
    case 'number':
      return { N: numberAttribute(value) };
    case 'boolean':
      return { BOOL: value };
    case 'bigint':
      return { N: value.toString() };
    case 'object': {
      if (value === null) return { NULL: true };
      if (Array.isArray(value))
        return { L: value.filter((each) => each !== undefined).map((each) => toAttribute(each)) };
      if (value instanceof Set) return setAttribute(value as Set<unknown>);
      if (value instanceof Uint8Array) return { B: value };
      if (isPlainObject(value)) return { M: toAttributes(value as Item) };
      break;
    }
    default:
      break;
  }
  throw new Error(`Unsupported type passed: ${String(value)}`);
};

/** A map of plain values (a key, an item, expression values) as attribute values, undefined ones left out. */
export const toAttributes = (values: Item): Record<string, AttributeValue> => {
  const attributes: Record<string, AttributeValue> = {};
  for (const key in values) {
    const value = values[key];
    if (value !== undefined && typeof value !== 'function') attributes[key] = toAttribute(value);
  }
  return attributes;
};

const fromNumber = (text: string): number | bigint => {
  const value = Number(text);
  if ((value > Number.MAX_SAFE_INTEGER || value < Number.MIN_SAFE_INTEGER) && Number.isFinite(value))
    return BigInt(text);
  return value;
};

export const fromAttribute = (attribute: AttributeValue): unknown => {
  if (attribute.S !== undefined) return attribute.S;
  if (attribute.N !== undefined) return fromNumber(attribute.N);
  if (attribute.BOOL !== undefined) return attribute.BOOL;
  if (attribute.M !== undefined) return fromAttributes(attribute.M);
  if (attribute.L !== undefined) return attribute.L.map(fromAttribute);
  if (attribute.NULL !== undefined) return null;
  if (attribute.SS !== undefined) return new Set(attribute.SS);
  if (attribute.NS !== undefined) return new Set(attribute.NS.map(fromNumber));
  if (attribute.B !== undefined) return attribute.B;
  if (attribute.BS !== undefined) return new Set(attribute.BS);
  throw new Error(`Unsupported attribute value: ${JSON.stringify(attribute)}`);
};

export const fromAttributes = (attributes: Record<string, AttributeValue>): Item => {
  const values: Item = {};
  for (const key in attributes) values[key] = fromAttribute(attributes[key]!);
  return values;
};
