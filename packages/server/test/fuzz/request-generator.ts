/**
 * Requests generated from the contract: each route's zod schemas, as the app publishes them in
 * its OpenAPI document (fastify-type-provider-zod converts them), drive a generator of valid,
 * boundary and hostile values. A seeded random source makes every run repeatable.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  nullable?: boolean;
};

/** The inputs of one route, read from the OpenAPI document. */
export interface RouteInputs {
  path: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  requiredQuery: string[];
  body?: JsonSchema;
}

type OpenApiOperation = {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
};

/** `/api/backlog/goals/:goalId` → the OpenAPI path `/api/backlog/goals/{goalId}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

export function routeInputs(
  document: { paths?: Record<string, Record<string, OpenApiOperation>> },
  method: string,
  url: string,
): RouteInputs {
  const operation = document.paths?.[openApiPath(url)]?.[method.toLowerCase()];
  if (!operation) throw new Error(`${method} ${url} is missing from the OpenAPI document`);
  const inputs: RouteInputs = { path: {}, query: {}, requiredQuery: [] };
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'path') inputs.path[parameter.name] = parameter.schema;
    if (parameter.in === 'query') {
      inputs.query[parameter.name] = parameter.schema;
      if (parameter.required) inputs.requiredQuery.push(parameter.name);
    }
  }
  const body = operation.requestBody?.content?.['application/json']?.schema;
  if (body) inputs.body = body;
  return inputs;
}

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  return {
    next,
    int,
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from nothing');
      return items[int(0, items.length - 1)] as T;
    },
  };
}

export type Random = ReturnType<typeof randomSource>;

/** Values the generator knows are valid for fields whose rules a schema alone cannot generate. */
export interface Hints {
  /** Text for a field of this name, or undefined to generate from the schema. */
  text: (field: string) => string | undefined;
  /** An integer for a field of this name (ids of the caller's own rows), or undefined. */
  integer: (field: string) => number | undefined;
}

const PRINTABLE = [
  'a',
  'Z',
  '7',
  ' ',
  'é',
  'ß',
  '汉',
  '🦖',
  '<',
  '>',
  '"',
  "'",
  '&',
  '\\',
  '/',
  '%',
  '\t',
  '\n',
  '؟',
  '\u200d',
];

function lowerBound(schema: JsonSchema): number {
  const minimum = schema.minimum ?? -1000;
  if (schema.exclusiveMinimum === true) return minimum + 1;
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + 1;
  return minimum;
}

function upperBound(schema: JsonSchema): number {
  const maximum = schema.maximum ?? 100_000;
  if (schema.exclusiveMaximum === true) return maximum - 1;
  if (typeof schema.exclusiveMaximum === 'number') return schema.exclusiveMaximum - 1;
  return maximum;
}

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;

function text(random: Random, min: number, max: number): string {
  const length = random.int(min, Math.max(min, Math.min(max, min + 24)));
  let out = '';
  // Code points, not UTF-16 units: an emoji counts once, as zod counts it... or twice. Either way
  // the length may end up past max, which makes a boundary case of a valid one.
  while ([...out].length < length) out += random.pick(PRINTABLE);
  return out;
}

/**
 * A value the schema accepts (as far as the schema says: patterns and cross-field rules come
 * from hints), or at a boundary of it when `boundary` is set.
 */
export function validValue(
  schema: JsonSchema,
  random: Random,
  hints: Hints,
  field = '',
  boundary = false,
): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return random.pick(schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return validValue(random.pick(options), random, hints, field, boundary);
  if (schema.allOf?.[0]) return validValue(schema.allOf[0], random, hints, field, boundary);
  if (schema.nullable && random.chance(0.1)) return null;
  switch (typeOf(schema)) {
    case 'string': {
      const hinted = hints.text(field);
      if (hinted !== undefined && !boundary) return hinted;
      const min = schema.minLength ?? 0;
      const max = schema.maxLength ?? 64;
      if (boundary) return 'b'.repeat(random.pick([min, max, Math.max(0, min - 1), max + 1]));
      return hinted ?? text(random, min, max);
    }
    case 'integer':
    case 'number': {
      const hinted = hints.integer(field);
      if (hinted !== undefined && !boundary && random.chance(0.8)) return hinted;
      const low = lowerBound(schema);
      const high = upperBound(schema);
      if (boundary) return random.pick([low, high, low - 1, high + 1, 0]);
      return random.int(low, Math.min(high, low + 500));
    }
    case 'boolean':
      return random.chance(0.5);
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = boundary ? (schema.maxItems ?? 3) : Math.min(schema.maxItems ?? 3, min + 3);
      const count = boundary ? random.pick([min, max, max + 1]) : random.int(min, max);
      return Array.from({ length: count }, () =>
        validValue(schema.items ?? {}, random, hints, field, false),
      );
    }
    case 'object':
    default: {
      if (!schema.properties) return {};
      const value: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [name, property] of Object.entries(schema.properties)) {
        if (!required.has(name) && random.chance(0.4)) continue;
        value[name] = validValue(property, random, hints, name, boundary && random.chance(0.5));
      }
      return value;
    }
  }
}

/** One megabyte of text: past every length limit and the body limit. */
export const MEGABYTE = 'x'.repeat(1024 * 1024);

/** Text no PostgreSQL text column can hold, or that is not text at all. */
export const UNSTORABLE = ['a\u0000b', '\u0000', 'x\uD800', '\uDC00y', '\uDBFF', 'ok\uDFFFok'];

/** Arrays nested `depth` deep, as JSON text (built as text: JSON.stringify would recurse). */
export const deeplyNested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Values of the wrong type for a field of `schema`'s type. */
export function wrongTypes(schema: JsonSchema): unknown[] {
  const all: unknown[] = [
    'a string',
    '',
    12,
    -1,
    1.5,
    true,
    false,
    null,
    [],
    ['x'],
    {},
    { nested: { deeper: [1] } },
  ];
  const type = typeOf(schema);
  return all.filter((value) => {
    if (value === null) return !schema.nullable;
    if (type === 'string') return typeof value !== 'string';
    if (type === 'integer') return !Number.isInteger(value);
    if (type === 'number') return typeof value !== 'number';
    if (type === 'boolean') return typeof value !== 'boolean';
    if (type === 'array') return !Array.isArray(value);
    if (type === 'object') return typeof value !== 'object' || Array.isArray(value);
    return false;
  });
}

/** Numbers outside what a field of `schema` accepts (only fields with bounds have any). */
export function outOfRange(schema: JsonSchema): number[] {
  const type = typeOf(schema);
  if (type !== 'integer' && type !== 'number') return [];
  const low = schema.minimum === undefined ? -Infinity : lowerBound(schema);
  const high = schema.maximum === undefined ? Infinity : upperBound(schema);
  const candidates = [1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 63, -(2 ** 63), -1, 0];
  if (Number.isFinite(low)) candidates.push(low - 1, -2147483649);
  if (Number.isFinite(high)) candidates.push(high + 1, 2147483648);
  if (type === 'integer') candidates.push(0.5, 1e-9, -2.5);
  return candidates.filter(
    (v) => v < low || v > high || (type === 'integer' && !Number.isInteger(v)),
  );
}
