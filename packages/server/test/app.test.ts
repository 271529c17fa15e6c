import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import {
  bearer,
  createTestApp,
  login,
  openTestDatabase,
  register,
  testConfig,
  type TestApp,
} from './helper';
import { failureAnswer } from './failure-answer';

describe('the app', () => {
  let t: TestApp;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taskboard-spa-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>app shell</title>');
    fs.mkdirSync(path.join(staticDir, 'homepage'));
    fs.writeFileSync(
      path.join(staticDir, 'homepage', 'index.html'),
      '<!doctype html><title>homepage</title>',
    );
    fs.mkdirSync(path.join(staticDir, 'assets'));
    fs.writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log("app")');
    t = await createTestApp('pglite', { staticDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it('GET /api/health reports the database reachable', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('GET /api/health answers 503 with a detail once the database is gone', async () => {
    const other = await createTestApp('pglite');
    await other.database.close();
    const response = await other.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(failureAnswer('The database is unreachable'));
    await other.app.close();
  });

  it('serves the OpenAPI document built from the contract schemas, and its UI', async () => {
    const doc = await t.app.inject({ url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const spec = doc.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/users/register',
        '/api/users/login',
        '/api/users/logout',
        '/api/users/me',
        '/api/users/verify-email',
        '/api/users/forgot-password',
        '/api/users/reset-password',
      ]),
    );
    const register = spec.paths['/api/users/register'].post;
    const schema = register.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(
      expect.arrayContaining(['username', 'email', 'password', 'confirmPassword', 'birth_year']),
    );
    expect(schema.properties.username).toMatchObject({ minLength: 3, maxLength: 15 });
    expect(Object.keys(register.responses)).toEqual(
      expect.arrayContaining(['201', '409', '422', '429']),
    );
    const ui = await t.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('every /api route declares who may call it', () => {
    const table = t.app.routeTable;
    expect(table).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/api/health', auth: 'public' },
        { method: 'POST', url: '/api/users/register', auth: 'public' },
        { method: 'GET', url: '/api/users/verify-email', auth: 'public' },
        { method: 'POST', url: '/api/users/forgot-password', auth: 'public' },
        { method: 'POST', url: '/api/users/reset-password', auth: 'public' },
        { method: 'POST', url: '/api/users/login', auth: 'public' },
        { method: 'POST', url: '/api/users/logout', auth: 'user' },
        { method: 'GET', url: '/api/users/me', auth: 'user' },
      ]),
    );
    expect(table.every((r) => ['public', 'user', 'parent'].includes(r.auth))).toBe(true);
  });

  it('every route that is not public answers 401 with the catalogue shape without a token', async () => {
    const protectedRoutes = t.app.routeTable.filter((r) => r.auth !== 'public');
    expect(protectedRoutes.length).toBeGreaterThan(0);
    for (const route of protectedRoutes) {
      const response = await t.app.inject({ method: route.method as 'GET', url: route.url });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json()).toEqual(failureAnswer('Authentication required'));
    }
  });

  it("a 'parent' route lets a parent in and answers 403 with a detail to a child", async () => {
    const database = await openTestDatabase('pglite');
    const app = await buildApp({ config: testConfig, db: database.db });
    app.get('/api/parents-only', { config: { auth: 'parent' } }, async () => ({ ok: true }));
    const family = await register(app);
    const parent = await login(app, family.email, family.password);
    const child = await login(app, `${family.username}_kid`, family.password);
    const asParent = await app.inject({ url: '/api/parents-only', headers: bearer(parent.token) });
    const asChild = await app.inject({ url: '/api/parents-only', headers: bearer(child.token) });
    const anonymous = await app.inject({ url: '/api/parents-only' });
    await app.close();
    await database.close();
    expect(asParent.statusCode).toBe(200);
    expect(asChild.statusCode).toBe(403);
    expect(asChild.json()).toEqual(failureAnswer('Only a parent account can do this'));
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses to declare an /api route without config.auth', async () => {
    const database = await openTestDatabase('pglite');
    const app = await buildApp({ config: testConfig, db: database.db });
    expect(() => app.get('/api/forgotten', async () => ({}))).toThrow(/must declare config.auth/);
    await app.close();
    await database.close();
  });

  it('answers unknown /api paths with a JSON 404, even for a browser', async () => {
    const response = await t.app.inject({
      url: '/api/nothing-here',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(failureAnswer('Not found'));
  });

  it('serves the built app with a history fallback for app routes', async () => {
    const route = await t.app.inject({ url: '/taskboard?x=1', headers: { accept: 'text/html' } });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('app shell');
    const prerendered = await t.app.inject({ url: '/homepage', headers: { accept: 'text/html' } });
    expect(prerendered.body).toContain('<title>homepage</title>');
    // The front door and folder-like paths are app routes too, never a directory listing refusal.
    for (const url of ['/', '/homepage/', '/assets/']) {
      const page = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toContain('text/html');
    }
    // A visitor's front door is the landing page; a browser holding a session gets the app.
    expect((await t.app.inject({ url: '/', headers: { accept: 'text/html' } })).body).toContain(
      '<title>homepage</title>',
    );
    const signedIn = await t.app.inject({
      url: '/',
      headers: { accept: 'text/html', cookie: 'taskboard.signedIn=1' },
    });
    expect(signedIn.body).toContain('app shell');
    expect(
      (await t.app.inject({ url: '/homepage/', headers: { accept: 'text/html' } })).body,
    ).toContain('<title>homepage</title>');
    const asset = await t.app.inject({ url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('console.log');
    const missingAsset = await t.app.inject({
      url: '/assets/missing.js',
      headers: { accept: '*/*' },
    });
    expect(missingAsset.statusCode).toBe(404);
    const traversal = await t.app.inject({
      url: '/../../etc/passwd',
      headers: { accept: 'text/html' },
    });
    expect(traversal.body).not.toContain('root:');
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('lets pages show no image from another site', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy.split(';')).toContain("img-src 'self' data: blob:");
  });

  it('a server error is logged with its request id and the client sees only a generic detail', async () => {
    const logged: string[] = [];
    const database = await openTestDatabase('pglite');
    const app = await buildApp({
      config: { ...testConfig, logLevel: 'error' },
      db: database.db,
      logStream: { write: (line: string) => void logged.push(line) },
    });
    app.get('/api/boom', { config: { auth: 'public' } }, async () => {
      throw new Error('secret detail from deep inside');
    });
    const response = await app.inject({ url: '/api/boom' });
    await app.close();
    await database.close();

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual(failureAnswer('Internal server error'));
    expect(response.body).not.toContain('secret');
    const requestId = response.headers['x-request-id'];
    expect(requestId).toEqual(expect.any(String));
    const entry = JSON.parse(logged.find((l) => l.includes('secret detail')) ?? '{}');
    expect(entry.reqId).toBe(requestId);
    expect(entry.err.message).toBe('secret detail from deep inside');
    expect(entry.err.stack).toMatch(/^\s+at /);
  });
});
