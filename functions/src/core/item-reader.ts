import type { GetCommandInput, QueryCommandInput, UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Entity, FormattedItem } from 'dynamodb-toolbox';
import * as z from 'zod';

import { itemClient } from './table.ts';

/**
 * What dynamodb-toolbox's formatter makes of a stored item (the entity's attributes, checked against its schema,
 * hidden ones left out), for the reads on every request. The toolbox's formatter builds a regular expression for
 * each attribute of each item and walks it with generators twice: 1.1 ms for a questionnaire of ten questions,
 * 0.2 ms for a record, about a quarter of the API's own CPU on a page of records (docs/decisions.md, issue 35).
 * The same checks as a zod schema compiled once from the entity's own schema cost a few microseconds; only the
 * schema features our hot entities use are compiled, anything else is refused when the reader is made.
 */
export type ItemReader<E extends Entity> = (item: unknown) => FormattedItem<E>;

/** The parts of a dynamodb-toolbox schema the reader looks at. */
type AnySchema = {
  type: string;
  props: {
    required?: string;
    hidden?: boolean;
    savedAs?: string;
    transform?: unknown;
    enum?: readonly unknown[];
    key?: boolean;
    partial?: boolean;
  };
  /** A list's, a set's or a record's values; an anyOf's alternatives. */
  elements?: AnySchema | AnySchema[];
  keys?: AnySchema;
  attributes?: Record<string, AnySchema>;
};

const unsupported = (path: string, what: string) =>
  new Error(`item-reader: ${path} uses ${what}; read it with the toolbox's formatter`);

const part = <T>(value: T | undefined, path: string): T => {
  if (value === undefined) throw unsupported(path, 'a schema without its parts');
  return value;
};

const one = (value: AnySchema | AnySchema[] | undefined, path: string): AnySchema => {
  if (Array.isArray(value)) throw unsupported(path, 'alternatives where one schema belongs');
  return part(value, path);
};

const compileValue = (schema: AnySchema, path: string): z.ZodType => {
  const { props } = schema;
  if (props.transform !== undefined) throw unsupported(path, 'a transform');
  switch (schema.type) {
    case 'string':
    case 'number':
    case 'boolean': {
      if (props.enum !== undefined) return z.enum(props.enum as [string, ...string[]]);
      if (schema.type === 'string') return z.string();
      return schema.type === 'number' ? z.number() : z.boolean();
    }
    case 'list':
      return z.array(compileValue(one(schema.elements, path), `${path}[n]`));
    case 'set':
      return z.set(compileValue(one(schema.elements, path), `${path}[x]`));
    case 'anyOf': {
      const alternatives = schema.elements;
      if (!Array.isArray(alternatives) || alternatives.length < 2)
        throw unsupported(path, 'an anyOf without alternatives');
      const [first, second, ...rest] = alternatives.map((alternative, index) =>
        compileValue(alternative, `${path}|${index}`),
      );
      return z.union([first!, second!, ...rest]);
    }
    case 'map':
      return compileAttributes(part(schema.attributes, path), `${path}.`);
    case 'record': {
      const keys = part(schema.keys, path);
      if (keys.type !== 'string' || keys.props.enum !== undefined || keys.props.transform !== undefined)
        throw unsupported(path, 'keys other than plain strings');
      if (props.partial) throw unsupported(path, 'a partial record');
      return z.record(z.string(), compileValue(one(schema.elements, path), `${path}[k]`));
    }
    default:
      throw unsupported(path, `a ${schema.type}`);
  }
};

/** A map or item: its attributes that are not hidden, required unless optional; others are dropped. */
const compileAttributes = (attributes: Record<string, AnySchema>, prefix: string) => {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, attribute] of Object.entries(attributes)) {
    if (attribute.props.hidden) continue;
    const path = `${prefix}${name}`;
    if (attribute.props.savedAs !== undefined && attribute.props.savedAs !== name)
      throw unsupported(path, 'savedAs');
    const value = compileValue(attribute, path);
    shape[name] = attribute.props.required === 'never' ? value.optional() : value;
  }
  return z.object(shape);
};

/** The reader of `entity`'s stored items; throws on an item its schema refuses, as the toolbox's formatter does. */
export const itemReader = <E extends Entity>(entity: E): ItemReader<E> => {
  const schema = compileAttributes(
    part((entity.schema as unknown as AnySchema).attributes, entity.entityName),
    '',
  );
  return (item) => {
    const read = schema.safeParse(item);
    if (!read.success) {
      const { pk, sk } = (item ?? {}) as { pk?: unknown; sk?: unknown };
      throw new Error(
        `Invalid ${entity.entityName} item ${String(pk)} / ${String(sk)}: ${z.prettifyError(read.error)}`,
      );
    }
    return read.data as FormattedItem<E>;
  };
};

type Built<Input> = { params(): Input };

/** A toolbox GetItem as it builds it (key, consistency, projection), its item read by `read`. */
export const getItem = async <E extends Entity>(
  command: Built<GetCommandInput>,
  read: ItemReader<E>,
): Promise<FormattedItem<E> | undefined> => {
  const item = await itemClient.get(command.params());
  return item && read(item);
};

/**
 * A toolbox GetItem of a few attributes, as stored: for a projection, which an entity's reader would refuse as an
 * incomplete item.
 */
export const getAttributes = (
  command: Built<GetCommandInput>,
): Promise<Record<string, unknown> | undefined> => itemClient.get(command.params());

/** One page of a toolbox Query as it builds it (the entity's filter included), its items read by `read`. */
export const queryPage = async <E extends Entity>(
  command: Built<QueryCommandInput>,
  read: ItemReader<E>,
): Promise<{ Items: FormattedItem<E>[]; LastEvaluatedKey?: Record<string, unknown> }> => {
  const { Items, LastEvaluatedKey } = await itemClient.query(command.params());
  return { Items: Items.map(read), ...(LastEvaluatedKey ? { LastEvaluatedKey } : {}) };
};

/** A toolbox UpdateItem as it builds it (expression, condition, `returnValues`), its attributes read by `read`. */
export const updateItem = async <E extends Entity>(
  command: Built<UpdateCommandInput>,
  read: ItemReader<E>,
): Promise<{ Attributes?: FormattedItem<E> }> => {
  const attributes = await itemClient.update(command.params());
  return attributes ? { Attributes: read(attributes) } : {};
};
