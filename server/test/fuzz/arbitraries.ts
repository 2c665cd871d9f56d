import fc from 'fast-check';
import { type ZodType, z } from 'zod';

/**
 * Values for the request fuzzer (docs/testing.md#fuzzing): a fast-check arbitrary of values that a
 * route's zod schema accepts (built from the schema's JSON Schema form, so refinements a generator
 * cannot see may still refuse some), and the mutations that turn such a value into a hostile one.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  default?: unknown;
};

/** A JSON token written as it is (`1e309`, `NaN`, `-0`): JSON.stringify cannot write these. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a value that may hold RawJson tokens. */
export function toJsonText(value: unknown): string {
  const tokens: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) {
      tokens.push(v.text);
      return `\u0000raw${tokens.length - 1}\u0000`;
    }
    return v;
  });
  if (text === undefined) return '';
  // JSON.stringify writes the NUL marker as \u0000 inside the string.
  return text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_m, i: string) => tokens[Number(i)] ?? 'null');
}

/** An arbitrary of values the schema accepts (up to refinements). */
export function validValue(schema: ZodType): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fromJsonSchema(json, json, 0);
}

const MAX_DEPTH = 6;

function fromJsonSchema(schema: JsonSchema, root: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant(null);
  if (schema.$ref) {
    const name = schema.$ref.replace(/^#\/\$defs\//, '');
    const target = schema.$ref === '#' ? root : root.$defs?.[name];
    return target ? fromJsonSchema(target, root, depth + 1) : fc.constant(null);
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0)
    return fc.oneof(...options.map((o) => fromJsonSchema(o, root, depth + 1)));
  if (schema.allOf && schema.allOf.length > 0) return fromJsonSchema(schema.allOf[0]!, root, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({
        min: Math.max(
          bound(schema.minimum, schema.exclusiveMinimum, 1) ?? -1_000_000,
          Number.MIN_SAFE_INTEGER,
        ),
        max: Math.min(
          bound(schema.maximum, schema.exclusiveMaximum, -1) ?? 1_000_000,
          Number.MAX_SAFE_INTEGER,
        ),
      });
    case 'number': {
      const min = bound(schema.minimum, schema.exclusiveMinimum, 1e-9) ?? -1_000_000;
      const max = bound(schema.maximum, schema.exclusiveMaximum, -1e-9) ?? 1_000_000;
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'string':
      return stringFor(schema);
    case 'array': {
      const itemSchema = Array.isArray(schema.items) ? schema.items[0] : schema.items;
      if (schema.prefixItems)
        return fc.tuple(...schema.prefixItems.map((s) => fromJsonSchema(s, root, depth + 1)));
      return fc.array(itemSchema ? fromJsonSchema(itemSchema, root, depth + 1) : fc.jsonValue(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, (schema.minItems ?? 0) + 5),
      });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const entries = Object.fromEntries(
        Object.entries(properties).map(([key, s]) => [key, fromJsonSchema(s, root, depth + 1)]),
      );
      const names = Object.keys(entries);
      if (names.length === 0 && typeof schema.additionalProperties === 'object') {
        return fc.dictionary(
          fc.string({ minLength: 1, maxLength: 12 }),
          fromJsonSchema(schema.additionalProperties, root, depth + 1),
          {
            maxKeys: 4,
          },
        );
      }
      return fc.record(entries, { requiredKeys: names.filter((n) => required.has(n)) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function bound(
  inclusive: number | undefined,
  exclusive: number | undefined,
  step: number,
): number | undefined {
  if (inclusive !== undefined) return inclusive;
  if (exclusive !== undefined) return exclusive + step;
  return undefined;
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return date().map((d) => d.toISOString());
    case 'date':
      return date().map((d) => d.toISOString().slice(0, 10));
    case 'time':
      return date().map((d) => d.toISOString().slice(11, 19));
    case 'uri':
    case 'url':
      return fc.webUrl();
  }
  if (schema.pattern) {
    try {
      const min = schema.minLength ?? 0;
      const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= min && s.length <= max);
    } catch {
      // A pattern fast-check cannot generate from: plain strings within the lengths.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, minLength + 40);
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function date(): fc.Arbitrary<Date> {
  return fc.date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2035-12-31T00:00:00Z'),
    noInvalidDate: true,
  });
}

/** Strings that break naive code: RTL marks, emoji, NUL, lone surrogates, markup, SQL, path tricks. */
export const ODD_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'x\uD83D',
  '\u202Eevil\u202C',
  '\u05E9\u05DC\u05D5\u05DD',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '\uFEFF',
  '\r\n\t',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '{{7*7}}',
  '$' + '{process.env}',
  'NaN',
  'Infinity',
  '1e309',
  '-0',
  'null',
  'undefined',
  'true',
  '__proto__',
  'constructor',
  '0x10',
  '2026-02-30',
  '9999-12-31T23:59:59.999Z',
  '0000-01-01',
];

/** Numbers at the edges, some as raw JSON tokens JSON.stringify cannot write. */
export const EDGE_NUMBERS: readonly unknown[] = [
  0,
  -1,
  0.5,
  -0.000001,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  new RawJson('-0'),
  new RawJson('1e309'),
  new RawJson('-1e309'),
  new RawJson('1e-400'),
  new RawJson('123456789012345678901234567890'),
  'NaN',
  'Infinity',
];

/** 1,000,000 characters: just under the default body limit, so it reaches validation. */
export const HUGE_STRING_LENGTH = 1_000_000;

function nested(levels: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = i % 2 === 0 ? { a: value } : [value];
  return value;
}

/** Any value a field should not hold. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...ODD_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...EDGE_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { '': null }) },
  { weight: 1, arbitrary: fc.constant(null).map(() => 'x'.repeat(HUGE_STRING_LENGTH)) },
  { weight: 1, arbitrary: fc.constant(null).map(() => '\u{1F600}'.repeat(200_000)) },
  { weight: 1, arbitrary: fc.constant(null).map(() => nested(1000)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
);

/** Paths to every node of a JSON value (objects and arrays), the root included. */
function pathsOf(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []) {
  out.push(prefix);
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      pathsOf(v, [...prefix, i], out);
    });
  } else if (value && typeof value === 'object' && !(value instanceof RawJson)) {
    for (const [k, v] of Object.entries(value)) pathsOf(v, [...prefix, k], out);
  }
  return out;
}

function setAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? setAt(v, rest, replacement) : v));
  const object = value as Record<string, unknown>;
  return { ...object, [head as string]: setAt(object[head as string], rest, replacement) };
}

function removeAt(value: unknown, path: (string | number)[]): unknown {
  if (path.length === 0) return undefined;
  if (path.length === 1) {
    if (Array.isArray(value)) return value.filter((_v, i) => i !== path[0]);
    const { [path[0] as string]: _removed, ...rest } = value as Record<string, unknown>;
    return rest;
  }
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? removeAt(v, rest) : v));
  const object = value as Record<string, unknown>;
  return { ...object, [head as string]: removeAt(object[head as string], rest) };
}

export type Mutation = { kind: string; apply(value: unknown): unknown };

/** One mutation of a valid value: a wrong value somewhere, a field gone, extra fields, the whole shape wrong. */
export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.tuple(fc.nat(), wrongValue).map(
      ([pick, wrong]): Mutation => ({
        kind: 'wrong value',
        apply: (value) => {
          const paths = pathsOf(value);
          return setAt(value, paths[pick % paths.length]!, wrong);
        },
      }),
    ),
  },
  {
    weight: 2,
    arbitrary: fc.nat().map(
      (pick): Mutation => ({
        kind: 'field removed',
        apply: (value) => {
          const paths = pathsOf(value).filter((p) => p.length > 0);
          return paths.length === 0 ? value : removeAt(value, paths[pick % paths.length]!);
        },
      }),
    ),
  },
  {
    weight: 2,
    arbitrary: fc
      .dictionary(
        fc.oneof(
          fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'userId', 'role', 'isAdmin'),
          fc.string(),
        ),
        wrongValue,
        { minKeys: 1, maxKeys: 3 },
      )
      .map(
        (extra): Mutation => ({
          kind: 'extra fields',
          apply: (value) =>
            value && typeof value === 'object' && !Array.isArray(value) ? { ...extra, ...value } : value,
        }),
      ),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom<Mutation>(
      { kind: 'array instead of object', apply: (value) => [value] },
      { kind: 'null body', apply: () => null },
      { kind: 'empty object', apply: () => ({}) },
      { kind: 'string body', apply: (value) => toJsonText(value) },
      { kind: 'number body', apply: () => new RawJson('1e309') },
      {
        kind: 'every string odd',
        apply: (value) =>
          JSON.parse(JSON.stringify(value ?? null), (_k, v: unknown) =>
            typeof v === 'string' ? `${v}\u0000\u202E\uD800` : v,
          ),
      },
    ),
  },
);
