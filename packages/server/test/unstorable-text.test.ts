import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUnstorableText } from '../src/plugins/text-guard';
import { logSafeError } from '../src/security/log-safe-error';
import { backends, bearer, createTestApp, login, register, type TestApp } from './helper';

const hostile = {
  NUL: 'tidy\u0000up',
  'a lone high surrogate': 'tidy \uD83D up',
  'a lone low surrogate': 'tidy \uDE00 up',
};

describe('findUnstorableText', () => {
  it('names the path of the first bad string, in values and keys', () => {
    expect(findUnstorableText({ a: 'ok', b: { c: ['x', 'y\u0000'] } })).toBe('b.c.1');
    expect(findUnstorableText({ ['k\u0000']: 1 })).toBe('a field name');
    expect(findUnstorableText('\uDC00')).toBe('value');
  });
  it('lets whole emoji and ordinary text through', () => {
    expect(findUnstorableText({ title: 'Brush teeth 🪥 ü 中文', n: 3, ok: true })).toBeUndefined();
  });
});

describe('logSafeError', () => {
  it('keeps neither the SQL nor its parameters', () => {
    const error = new Error(
      'Failed query: insert into "goals" ("title") values ($1)\nparams: secret@example.com',
    );
    const safe = logSafeError(Object.assign(error, { code: '22021' }));
    expect(JSON.stringify(safe)).not.toMatch(/secret@example\.com|insert into/);
    expect(safe).toMatchObject({ type: 'Error', code: '22021' });
  });
});

describe.each(backends)('text that cannot be stored, on %s', (backend) => {
  let t: TestApp;
  let token: string;
  const log: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      backend,
      { logLevel: 'info' },
      { logStream: { write: (line) => void log.push(line) } },
    );
    const family = await register(t.app);
    token = (await login(t.app, family.email, family.password)).token;
  });
  afterAll(() => t.close());

  const apiRoutes = () => t.app.routeTable.filter((route) => route.url.startsWith('/api/'));
  const takesBody = (method: string) => ['POST', 'PUT', 'PATCH'].includes(method);
  const send = (method: string, url: string, text: string) =>
    t.app.inject({
      method: method as 'GET',
      url: url.replace(/:(\w+)/g, '1'),
      headers: bearer(token),
      payload: { title: text, email: text, username: text, password: text, notes: [text] },
    });
  const expectRefused = (
    response: { statusCode: number; json: () => { detail?: string } },
    name: string,
  ) => {
    expect(response.statusCode, name).toBe(422);
    expect(response.json().detail, name).toMatch(
      /may not contain NUL characters or unpaired surrogates/,
    );
  };

  // The guard must answer 422 with a detail before any handler or query runs, on every route.
  it('refuses a NUL byte in any body or query', async () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      if (takesBody(route.method))
        expectRefused(await send(route.method, route.url, hostile.NUL), name);
      const query = await t.app.inject({
        method: route.method as 'GET',
        url: `${route.url.replace(/:(\w+)/g, '1')}?q=a%00b`,
        headers: bearer(token),
      });
      expectRefused(query, `${name} (query)`);
    }
  });

  // A URL cannot carry a lone surrogate (it is not UTF-8), but a JSON body can.
  it.each(['a lone high surrogate', 'a lone low surrogate'] as const)(
    'refuses %s in any body',
    async (kind) => {
      for (const route of apiRoutes().filter((route) => takesBody(route.method))) {
        expectRefused(
          await send(route.method, route.url, hostile[kind]),
          `${route.method} ${route.url}`,
        );
      }
    },
  );

  it('never writes SQL or request values to the log', () => {
    const written = log.join('\n');
    expect(written).not.toMatch(/tidy|params:|insert into|select /i);
  });
});
