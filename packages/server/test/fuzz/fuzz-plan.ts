import type { RouteTableEntry } from '../../src/plugins/route-table';
import {
  deeplyNested,
  MEGABYTE,
  outOfRange,
  type Random,
  type RouteInputs,
  type Hints,
  type JsonSchema,
  UNSTORABLE,
  validValue,
  wrongTypes,
} from './request-generator';

/**
 * One generated request. `mustRefuse`: it breaks the contract in a way no handler may accept
 * (unstorable text, a wrong type, a number out of range, a body too large or not JSON), so it
 * must answer 4xx and the database must not change. The others (valid, boundary, hostile but
 * possibly acceptable) may succeed; when one is refused, it too must change nothing.
 */
export interface FuzzRequest {
  kind: string;
  method: string;
  /** Path and query string, already encoded. */
  url: string;
  /** The raw body text (duplicate keys and broken JSON cannot go through JSON.stringify). */
  body?: string;
  contentType?: string;
  mustRefuse: boolean;
}

const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD';

/** Query text; a NUL is sent as %00, and a lone surrogate as the bytes UTF-8 would give it. */
function encode(value: string): string {
  if (value.isWellFormed()) return encodeURIComponent(value);
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      // Not text: no URL can carry it; the server decodes these bytes to U+FFFD.
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

function buildUrl(
  route: RouteTableEntry,
  path: Record<string, unknown>,
  query: Record<string, unknown>,
): string {
  const filled = route.url.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    encode(String(path[name] ?? '1')),
  );
  const pairs = Object.entries(query).map(([k, v]) => `${encode(k)}=${encode(String(v))}`);
  return pairs.length ? `${filled}?${pairs.join('&')}` : filled;
}

/** The names of string fields in a body schema, nested ones as dotted paths. */
function leaves(
  schema: JsonSchema | undefined,
  prefix = '',
): { path: string; schema: JsonSchema }[] {
  if (!schema?.properties) return [];
  return Object.entries(schema.properties).flatMap(([name, property]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    const nested = property.items?.properties ? leaves(property.items, `${path}.0`) : [];
    return [{ path, schema: property }, ...nested];
  });
}

function setAt(target: unknown, path: string, value: unknown): unknown {
  const root = structuredClone(target ?? {}) as Record<string, unknown>;
  const keys = path.split('.');
  let node: Record<string, unknown> = root;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== 'object' || next === null) node[key] = /^\d+$/.test(key) ? [] : {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys.at(-1) as string] = value;
  return root;
}

/** Plans `count` requests for one route: about a tenth valid or at a boundary, the rest hostile. */
export function planRequests(
  route: RouteTableEntry,
  inputs: RouteInputs,
  random: Random,
  hints: Hints,
  count: number,
): FuzzRequest[] {
  const validParts = (boundary = false) => {
    const path: Record<string, unknown> = {};
    for (const [name, schema] of Object.entries(inputs.path)) {
      path[name] = validValue(schema, random, hints, name, boundary && random.chance(0.5));
    }
    const query: Record<string, unknown> = {};
    for (const [name, schema] of Object.entries(inputs.query)) {
      if (!inputs.requiredQuery.includes(name) && random.chance(0.5)) continue;
      query[name] = validValue(schema, random, hints, name, boundary && random.chance(0.5));
    }
    const body = inputs.body ? validValue(inputs.body, random, hints, '', boundary) : undefined;
    return { path, query, body };
  };
  const request = (
    kind: string,
    mustRefuse: boolean,
    parts: ReturnType<typeof validParts>,
    rawBody?: string,
    contentType?: string,
  ): FuzzRequest => {
    const body =
      rawBody ??
      (hasBody(route.method) && parts.body !== undefined ? JSON.stringify(parts.body) : undefined);
    return {
      kind,
      method: route.method,
      url: buildUrl(route, parts.path, parts.query),
      mustRefuse,
      ...(body !== undefined ? { body, contentType: contentType ?? 'application/json' } : {}),
    };
  };

  let megabyteBody: string | undefined;
  const bodyLeaves = leaves(inputs.body);
  const stringLeaves = bodyLeaves.filter((l) => l.schema.type === 'string');
  const queryNumbers = Object.entries(inputs.query).filter(([, s]) =>
    ['integer', 'number'].includes(String(s.type)),
  );
  const queryEnums = Object.entries(inputs.query).filter(([, s]) => s.enum || s.type === 'boolean');
  const pathNames = Object.keys(inputs.path);
  const sendsBody = hasBody(route.method);

  // Each hostile kind, when it applies to this route: [name, must refuse, make].
  type Make = () => FuzzRequest;
  const hostile: [string, Make][] = [];
  const nul = () => random.pick(UNSTORABLE.filter((u) => u.includes('\u0000')));
  hostile.push([
    'NUL in a query parameter',
    () => {
      const parts = validParts();
      const names = Object.keys(inputs.query);
      const name = names.length && random.chance(0.7) ? random.pick(names) : 'note';
      parts.query[name] = nul();
      return request('NUL in a query parameter', true, parts);
    },
  ]);
  if (pathNames.length) {
    hostile.push([
      'NUL or huge text in a path parameter',
      () => {
        const parts = validParts();
        parts.path[random.pick(pathNames)] = random.pick([
          nul(),
          `1${'9'.repeat(40)}`,
          '-1',
          '0x10',
        ]);
        // A huge or negative id is simply not found: only NUL is sure to be refused as such.
        return request('NUL or huge text in a path parameter', false, parts);
      },
    ]);
  }
  if (queryNumbers.length) {
    hostile.push([
      'wrong type or out of range in a number query parameter',
      () => {
        const parts = validParts();
        const [name, schema] = random.pick(queryNumbers);
        const outside = outOfRange(schema);
        parts.query[name] =
          random.chance(0.5) || !outside.length
            ? random.pick(['abc', '', '1e', 'NaN', '[]', 'null', '--1'])
            : String(random.pick(outside));
        // An empty value may read as "not given" where the parameter is optional.
        const sure = !['', 'null'].includes(String(parts.query[name]));
        return request('wrong type or out of range in a number query parameter', sure, parts);
      },
    ]);
  }
  if (queryEnums.length) {
    hostile.push([
      'a value outside a query enum',
      () => {
        const parts = validParts();
        const [name] = random.pick(queryEnums);
        parts.query[name] = random.pick(['MAYBE', 'true ', '1e9', '<script>']);
        return request('a value outside a query enum', false, parts);
      },
    ]);
  }
  if (sendsBody) {
    hostile.push(
      [
        'unstorable text in a body field or key',
        () => {
          const parts = validParts();
          const bad = random.pick(UNSTORABLE);
          const where =
            stringLeaves.length && random.chance(0.8)
              ? random.pick(stringLeaves).path
              : `extra${bad}`;
          parts.body = setAt(parts.body, where, bad);
          return request('unstorable text in a body field or key', true, parts);
        },
      ],
      [
        'a one-megabyte body',
        () => {
          // One body, built once: a megabyte of JSON per request would cost more than the request.
          megabyteBody ??= JSON.stringify(
            setAt(
              validParts().body,
              stringLeaves.length ? random.pick(stringLeaves).path : 'padding',
              MEGABYTE,
            ),
          );
          return request('a one-megabyte body', true, validParts(), megabyteBody);
        },
      ],
      [
        'deep nesting',
        () => {
          const parts = validParts();
          const depth = random.pick([64, 1000, 20_000]);
          if (bodyLeaves.length && random.chance(0.5)) {
            const { path } = random.pick(bodyLeaves);
            const text = JSON.stringify(setAt(parts.body, path, '@@nested@@'));
            return request(
              'deep nesting',
              true,
              parts,
              text.replace('"@@nested@@"', deeplyNested(depth)),
            );
          }
          return request('deep nesting', true, parts, deeplyNested(depth));
        },
      ],
      [
        'broken JSON',
        () =>
          request(
            'broken JSON',
            true,
            validParts(),
            random.pick([
              '{',
              '{"title":',
              '{"a":1,}',
              "{'a':1}",
              'nul',
              '\u0000',
              '{"a":"\\ud800',
              '[1,2',
              '{"a":1}{"b":2}',
            ]),
          ),
      ],
      [
        'a body that is not JSON',
        () =>
          request(
            'a body that is not JSON',
            true,
            validParts(),
            'title=x',
            random.pick(['text/plain', 'application/x-www-form-urlencoded', 'application/xml']),
          ),
      ],
      [
        'duplicate keys, the last unstorable',
        () => {
          const parts = validParts();
          const key = stringLeaves.length
            ? (random.pick(stringLeaves).path.split('.')[0] as string)
            : 'title';
          const text = JSON.stringify(parts.body ?? {});
          const inner = text === '{}' ? '' : `${text.slice(1, -1)},`;
          return request(
            'duplicate keys, the last unstorable',
            true,
            parts,
            `{${inner}${JSON.stringify(key)}:"first",${JSON.stringify(key)}:${JSON.stringify(random.pick(UNSTORABLE))}}`,
          );
        },
      ],
    );
    if (inputs.body?.properties) {
      hostile.push([
        'wrong type in a body field',
        () => {
          const parts = validParts();
          const { path, schema } = random.pick(bodyLeaves.filter((l) => !l.path.includes('.')));
          const wrong = wrongTypes(schema);
          if (!wrong.length) return request('wrong type in a body field', false, parts);
          parts.body = setAt(parts.body, path, random.pick(wrong));
          return request('wrong type in a body field', true, parts);
        },
      ]);
      const numeric = bodyLeaves.filter(
        (l) => outOfRange(l.schema).length > 0 && !l.path.includes('.'),
      );
      if (numeric.length) {
        hostile.push([
          'huge, negative or fractional number',
          () => {
            const parts = validParts();
            const { path, schema } = random.pick(numeric);
            parts.body = setAt(parts.body, path, random.pick(outOfRange(schema)));
            return request('huge, negative or fractional number', true, parts);
          },
        ]);
      }
      if (inputs.body.required?.length) {
        hostile.push([
          'a required field missing',
          () => {
            const parts = validParts();
            const body = { ...(parts.body as Record<string, unknown>) };
            delete body[random.pick(inputs.body?.required ?? [])];
            parts.body = body;
            return request('a required field missing', true, parts);
          },
        ]);
      }
    }
  }

  // Hostile but possibly acceptable: the handler decides, and a refusal must change nothing.
  const acceptable: [string, Make][] = [
    ['valid', () => request('valid', false, validParts())],
    ['boundary', () => request('boundary', false, validParts(true))],
    [
      'prototype keys',
      () => {
        const parts = validParts();
        const text = JSON.stringify(parts.body ?? {});
        const inner = text === '{}' ? '' : `,${text.slice(1, -1)}`;
        const key = random.pick(['__proto__', 'constructor']);
        const poison = key === '__proto__' ? '{"isAdmin":true}' : '{"prototype":{"isAdmin":true}}';
        return request(
          'prototype keys',
          false,
          parts,
          sendsBody ? `{"${key}":${poison}${inner}}` : undefined,
        );
      },
    ],
    [
      'a lone surrogate or 1 MB text in a query parameter',
      () => {
        const parts = validParts();
        parts.query[random.pick([...Object.keys(inputs.query), 'note'])] = random.pick([
          'x\uD800',
          MEGABYTE,
        ]);
        return request('a lone surrogate or 1 MB text in a query parameter', false, parts);
      },
    ],
  ];
  const topLevelStrings = stringLeaves.filter((l) => !l.path.includes('.'));
  if (sendsBody && topLevelStrings.length) {
    acceptable.push([
      'duplicate keys, the last valid',
      () => {
        const parts = validParts();
        const { path } = random.pick(topLevelStrings);
        const text = JSON.stringify(parts.body ?? {});
        const rest = text === '{}' ? '' : `,${text.slice(1, -1)}`;
        // The body's own value comes last and wins, when it has one.
        return request(
          'duplicate keys, the last valid',
          false,
          parts,
          `{"${path}":"\\u0000"${rest}}`,
        );
      },
    ]);
  }

  const planned: FuzzRequest[] = [];
  const acceptableShare = Math.ceil(count / 10);
  for (let i = 0; i < acceptableShare; i += 1) planned.push(random.pick(acceptable)[1]());
  while (planned.length < count) planned.push(random.pick(hostile)[1]());
  return planned;
}
