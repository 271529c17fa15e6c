import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { e2eBaseUrl } from './support/environment';
import { rawGet } from './support/raw-get';

// The real build, served by the real server, as a phone on a slow network receives it: every
// script, stylesheet and page compressed by the build (brotli or gzip, as the client asks),
// content-hashed files cached for a year, pages, manifest and service worker revalidated.
const client = fileURLToPath(new URL('../build/client', import.meta.url));

function builtFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    return statSync(file).isDirectory() ? builtFiles(file) : [relative(client, file)];
  });
}

/** The URL a client asks for to receive a built file: pages by their route. */
function urlOf(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'/index.html'.length)}`;
  return `/${file}`;
}

const files = builtFiles(client);
const delivered = files.filter((file) => ['.js', '.css', '.html'].includes(extname(file)));

test('the build holds scripts, stylesheets and prerendered pages to check', () => {
  expect(delivered.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(3);
  expect(delivered.filter((file) => file.endsWith('.css')).length).toBeGreaterThan(0);
  expect(delivered).toEqual(expect.arrayContaining(['index.html', 'homepage/index.html']));
});

test('every script, stylesheet and page is sent compressed to a client that asks', async () => {
  for (const file of delivered) {
    const original = readFileSync(join(client, file));
    const url = `${e2eBaseUrl}${urlOf(file)}`;
    const accept = file.endsWith('.html') ? 'text/html' : '*/*';

    const br = await rawGet(url, { accept, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status, file).toBe(200);
    expect(br.headers['content-encoding'], file).toBe('br');
    expect(br.headers.vary, file).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).equals(original), file).toBe(true);

    const gzip = await rawGet(url, { accept, 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding'], file).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(original), file).toBe(true);

    const identity = await rawGet(url, { accept });
    expect(identity.headers['content-encoding'], file).toBeUndefined();
    expect(identity.body.equals(original), file).toBe(true);
  }
});

test('content-hashed files are immutable for a year; pages, manifest and worker revalidate', async () => {
  const hashed = files.filter((file) => file.startsWith('assets/') && !/\.(br|gz)$/.test(file));
  expect(hashed.length).toBeGreaterThan(3);
  for (const file of hashed) {
    const response = await rawGet(`${e2eBaseUrl}/${file}`, { 'accept-encoding': 'br' });
    expect(response.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
  }
  const revalidated = [
    ...delivered.filter((file) => file.endsWith('.html')),
    'manifest.webmanifest',
    'sw.js',
  ];
  for (const file of revalidated) {
    const response = await rawGet(`${e2eBaseUrl}${urlOf(file)}`, {
      accept: 'text/html',
      'accept-encoding': 'br',
    });
    expect(response.status, file).toBe(200);
    expect(response.headers['cache-control'], file).toBe('no-cache');
  }
});

test('curl and uptime checks (Accept: */*) get the app page; /api 404s stay JSON', async () => {
  for (const route of ['/', '/login', '/taskboard']) {
    const response = await rawGet(`${e2eBaseUrl}${route}`, { accept: '*/*' });
    expect(response.status, route).toBe(200);
    expect(response.headers['content-type'], route).toContain('text/html');
    expect(response.body.toString(), route).toContain('<div');
  }
  const api = await rawGet(`${e2eBaseUrl}/api/no-such-call`, { accept: '*/*' });
  expect(api.status).toBe(404);
  expect(JSON.parse(api.body.toString())).toEqual({ detail: 'Not found' });
});
