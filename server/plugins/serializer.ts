import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import { $ZodType } from 'zod/v4/core';
import { isSharedImmutable } from '../lib/immutable';

type Serialize = (data: unknown) => string;
/** A Buffer is the answer's UTF-8 bytes: Fastify sends it as it is, as it does a handler's Buffer. */
type SerializeToBytes = (data: unknown) => string | Buffer;

/**
 * Response serialisation from each route's zod response schema.
 *
 * The zod serializer (fastify-type-provider-zod) parses every answer against its schema and then
 * runs JSON.stringify: on a 50-row symptom list that was a sixth of the request's CPU. Here the zod
 * schema is turned once into JSON Schema and compiled with fast-json-stringify (Fastify's own
 * serializer), which writes exactly the schema's properties, in the schema's order, without
 * validating. Schemas whose JSON Schema could be written differently (unions, intersections,
 * references, defaults, tuples, or anything JSON Schema cannot express, such as transforms or dates)
 * keep the zod serializer.
 *
 * A list whose items are all shared immutable values (server/lib/immutable.ts; e.g. the symptom
 * rows the symptom service keeps) is written from each item's JSON, written once per item and kept
 * as UTF-8 bytes: the answer is those bytes joined, so it is neither measured (Content-Length) nor
 * encoded again when it is sent.
 *
 * With `verify` (the test suite), every answer also goes through the zod serializer, which still
 * refuses an answer outside its contract, and the two texts must be identical: every route the tests
 * call checks that the fast path writes what the zod path wrote.
 */
export function responseSerializerCompiler(options: { verify: boolean }): FastifySerializerCompiler<unknown> {
  return (route) => {
    const viaZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]) as Serialize;
    const fast = route.schema instanceof $ZodType ? compileFast(route.schema as ZodType) : null;
    if (!fast) return viaZod;
    // Fastify's type says string; its reply sends a Buffer payload unchanged (reply.js onSendEnd).
    if (!options.verify) return fast as Serialize;
    return (data) => {
      const expected = viaZod(data);
      const written = fast(data);
      if (written.toString() !== expected) {
        throw new Error(
          `${route.method} ${route.url} ${route.httpStatus}: the compiled serializer wrote ${written} where the zod serializer wrote ${expected}`,
        );
      }
      return written as string;
    };
  };
}

/** JSON Schema keywords that fast-json-stringify could serialise differently from zod + JSON.stringify. */
const UNSAFE_KEYWORDS = new Set([
  'anyOf',
  'oneOf',
  'allOf',
  'not',
  'if',
  'then',
  'else',
  '$ref',
  'default',
  'prefixItems',
  'patternProperties',
  'dependentSchemas',
]);

function isPlain(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.every(isPlain);
  if (!schema || typeof schema !== 'object') return true;
  for (const [key, value] of Object.entries(schema)) {
    if (UNSAFE_KEYWORDS.has(key)) return false;
    // `items` as a list is a tuple.
    if (key === 'items' && Array.isArray(value)) return false;
    // `enum` and `const` hold values, not schemas.
    if (key === 'enum' || key === 'const') continue;
    if (!isPlain(value)) return false;
  }
  return true;
}

export function compileFast(schema: ZodType): SerializeToBytes | null {
  let json: unknown;
  try {
    // OpenAPI 3.0 writes `.nullable()` as `nullable: true`, which fast-json-stringify understands,
    // rather than as a union with null.
    json = z.toJSONSchema(schema, {
      target: 'openapi-3.0',
      io: 'output',
      unrepresentable: 'throw',
      cycles: 'throw',
      reused: 'inline',
    });
  } catch {
    return null;
  }
  if (!isPlain(json)) return null;
  try {
    const whole = fastJson(json as Parameters<typeof fastJson>[0]) as Serialize;
    const items = (json as { type?: unknown; items?: { type?: unknown } }).items;
    if ((json as { type?: unknown }).type !== 'array' || items?.type !== 'object') return whole;
    return listOfShared(whole, fastJson(items as Parameters<typeof fastJson>[0]) as Serialize);
  } catch {
    return null;
  }
}

/**
 * `[item,item,…]` exactly as fast-json-stringify writes an array of objects, with each shared
 * immutable item's text remembered (per serializer: another schema may write the same item
 * differently). Any other list is written whole.
 */
function listOfShared(whole: Serialize, item: Serialize): SerializeToBytes {
  const written = new WeakMap<object, Buffer>();
  return (data) => {
    if (!Array.isArray(data) || !data.every(isSharedImmutable)) return whole(data);
    const parts: Buffer[] = [OPEN];
    for (let i = 0; i < data.length; i++) {
      const value = data[i] as object;
      let bytes = written.get(value);
      if (bytes === undefined) {
        bytes = Buffer.from(item(value));
        written.set(value, bytes);
      }
      if (i > 0) parts.push(COMMA);
      parts.push(bytes);
    }
    parts.push(CLOSE);
    return Buffer.concat(parts);
  };
}

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');
