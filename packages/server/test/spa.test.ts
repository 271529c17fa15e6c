import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';

// How the built app reaches a phone: the compressed copies the build wrote, chosen by
// Accept-Encoding; hashed files cached for a year, everything else revalidated; app routes
// answered with the page for every client that accepts it, curl and uptime checks included.
describe('the built app', () => {
  /** The app's page for every other route, with the router's boot script inline. */
  const shellScript = 'window.__boot = { route: "/" };';
  const shell = `<!doctype html><title>app shell</title><script>${shellScript}</script>${' '.repeat(2000)}`;
  const script = `console.log(${JSON.stringify('board '.repeat(500))})`;
  let t: TestApp;
  let staticDir: string;
  /** A page's inline script, as the theme script that runs before first paint. */
  const bootScript = "document.documentElement.dataset.theme = 'dark';";
  /** A style attribute a prerendered page was written with (Radix's accordion). */
  const accordionStyle = '--radix-accordion-content-height:var(--h);font-family:"Rounded"';
  /** A <style> element of a page's HTML. */
  const pageStyle = 'h1{margin:0}';
  /** A <style> a component renders with a constant text, as it stands in a built script. */
  const selectStyle = '[data-radix-select-viewport]{scrollbar-width:none}';

  /** A file of the build, with the .br and .gz copies the app's build step writes beside it. */
  function writeBuilt(name: string, content: string, { compressed = true } = {}) {
    const file = path.join(staticDir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
    if (!compressed) return;
    fs.writeFileSync(`${file}.br`, brotliCompressSync(content));
    fs.writeFileSync(`${file}.gz`, gzipSync(content));
  }

  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taskboard-spa-'));
    writeBuilt('index.html', shell);
    writeBuilt(
      'login/index.html',
      `<!doctype html><title>login</title><script>${bootScript}</script>` +
        '<script type="module" src="/assets/entry-C0ffee12.js"></script>',
    );
    writeBuilt('fr/login/index.html', '<!doctype html><html lang="fr"><title>connexion</title>');
    writeBuilt(
      'homepage/index.html',
      `<!doctype html><title>home</title><style>${pageStyle}</style>` +
        `<div style="${accordionStyle.replaceAll('"', '&quot;')}"></div>`,
    );
    writeBuilt('fr/homepage/index.html', '<!doctype html><html lang="fr"><title>accueil</title>');
    writeBuilt(
      'assets/Select-Be11a000.js',
      '(0,z.jsx)(`style`,{dangerouslySetInnerHTML:{__html:`' +
        selectStyle +
        '`},nonce:r});(0,z.jsx)(`style`,{dangerouslySetInnerHTML:{__html:`.x{width:${w}px}`}})',
    );
    writeBuilt('assets/entry-C0ffee12.js', script);
    writeBuilt('assets/root-Tea12345.css', 'body{margin:0}');
    writeBuilt('manifest.webmanifest', '{"name":"Bitesize TaskBoard"}');
    writeBuilt('sw.js', 'self.addEventListener("fetch", () => {})');
    writeBuilt('icon-192.png', 'not really a png', { compressed: false });
    writeBuilt('content/old-article.data', '[{"post":"as it was at build time"}]');
    t = await createTestApp('pglite', { staticDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it("sends a public page in the visitor's language: its choice, else its browser's", async () => {
    const french = { accept: 'text/html', 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' };
    const redirected = await get('/login?redirectTo=%2Ftaskboard', french);
    expect(redirected.statusCode).toBe(302);
    expect(redirected.headers.location).toBe('/fr/login?redirectTo=%2Ftaskboard');
    expect(String(redirected.headers.vary)).toMatch(/accept-language/i);

    const translated = await get('/fr/login', french);
    expect(translated.statusCode).toBe(200);
    expect(translated.body).toContain('connexion');
    // Its translations, for search engines, at absolute addresses.
    const alternates = String(translated.headers.link);
    expect(alternates).toContain('<http://localhost:80/es/login>; rel="alternate"; hreflang="es"');
    expect(alternates).toContain('<http://localhost:80/login>; rel="alternate"; hreflang="en"');
    expect(alternates).toContain(
      '<http://localhost:80/login>; rel="alternate"; hreflang="x-default"',
    );

    // English chosen on this device wins over the browser; a language without a translated
    // page, and English preferred by weight, get the English page.
    for (const headers of [
      { ...french, cookie: 'theme=dark; taskboard.lang=en' },
      { accept: 'text/html', 'accept-language': 'de' },
      { accept: 'text/html', 'accept-language': 'fr;q=0.4, en;q=0.8' },
    ]) {
      const english = await get('/login', headers);
      expect(english.statusCode, JSON.stringify(headers)).toBe(200);
      expect(english.body).toContain('<title>login</title>');
      expect(String(english.headers.vary)).toMatch(/accept-language/i);
    }
  });

  it('opens / with the landing page for a visitor, in its language, and the app for a signed-in browser', async () => {
    const page = { accept: 'text/html' };
    const visitor = await get('/', page);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toContain('<title>home</title>');
    // With the landing page's own policy, and kept apart from the signed-in answer by caches.
    const landing = await get('/homepage', page);
    expect(visitor.headers['content-security-policy']).toBe(
      landing.headers['content-security-policy'],
    );
    expect(String(visitor.headers.vary)).toMatch(/cookie/i);
    expect(String(visitor.headers.vary)).toMatch(/accept-language/i);
    expect(visitor.headers['cache-control']).toBe('no-cache');

    // At this address, no redirect: in the visitor's language, English where it has no landing page.
    const french = await get('/', { ...page, 'accept-language': 'fr' });
    expect(french.statusCode).toBe(200);
    expect(french.body).toContain('<title>accueil</title>');
    const german = await get('/', { ...page, cookie: 'taskboard.lang=de' });
    expect(german.body).toContain('<title>home</title>');

    // A browser that says it stores a session gets the app, which shows its profile.
    const signedIn = await get('/', { ...page, cookie: 'taskboard.lang=fr; taskboard.signedIn=1' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toBe(shell);
    expect(String(signedIn.headers.vary)).toMatch(/cookie/i);
    // Only the hint itself counts.
    for (const cookie of ['taskboard.signedIn=', 'taskboard.signedIn=0', 'other.signedIn=1']) {
      expect((await get('/', { ...page, cookie })).body, cookie).toContain('<title>home</title>');
    }
  });

  it("allows each page's inline scripts by their hash, never any inline script", async () => {
    const csp = String(
      (await get('/login', { accept: 'text/html' })).headers['content-security-policy'],
    );
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    const hash = createHash('sha256').update(bootScript).digest('base64');
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    // Asked for by its file name too, as the service worker caches the app's page.
    const shellPolicy = (await get('/index.html')).headers['content-security-policy'];
    const shellHash = createHash('sha256').update(shellScript).digest('base64');
    expect(shellPolicy).toContain(`'sha256-${shellHash}'`);
    expect(shellPolicy).toBe(
      (await get('/taskboard', { accept: 'text/html' })).headers['content-security-policy'],
    );
  });

  it('allows styles only from its files, style elements and attributes only by hash', async () => {
    const hashOf = (text: string) =>
      `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const directive = (policy: unknown, name: string) =>
      String(policy)
        .split(';')
        .find((d) => d.trim().split(' ')[0] === name);
    const home = (await get('/homepage', { accept: 'text/html' })).headers;
    const homePolicy = home['content-security-policy'];
    // The accordion's attribute as the browser reads it (React wrote its quotes as entities).
    expect(directive(homePolicy, 'style-src-attr')).toBe(
      `style-src-attr 'unsafe-hashes' ${hashOf(accordionStyle)}`,
    );
    expect(directive(homePolicy, 'style-src')).toBe(
      `style-src 'self' ${[hashOf(pageStyle), hashOf(selectStyle)].sort().join(' ')}`,
    );
    // Every page allows the style a script renders (any page may go on to show a select),
    // and only the style attributes of its own HTML: none on the login page.
    const loginPolicy = (await get('/login', { accept: 'text/html' })).headers[
      'content-security-policy'
    ];
    expect(directive(loginPolicy, 'style-src')).toBe(`style-src 'self' ${hashOf(selectStyle)}`);
    expect(directive(loginPolicy, 'style-src-attr')).toBe("style-src-attr 'none'");
    for (const policy of [homePolicy, loginPolicy]) expect(policy).not.toContain('unsafe-inline');
    // A style with a changing text in a script is not taken for a constant one.
    expect(String(loginPolicy)).not.toContain(hashOf('.x{width:'));
    // The API's answers allow no inline style at all.
    const api = (await get('/api/health')).headers['content-security-policy'];
    expect(directive(api, 'style-src')).toBe("style-src 'self'");
    expect(directive(api, 'style-src-attr')).toBe("style-src-attr 'none'");
  });

  it("keeps a page's script hashes to that page: API answers carry the short policy", async () => {
    const hash = `'sha256-${createHash('sha256').update(bootScript).digest('base64')}'`;
    for (const [url, headers] of [
      ['/api/health', {}],
      ['/taskboard', { accept: 'text/html' }],
    ] as const) {
      const policy = String((await get(url, headers)).headers['content-security-policy']);
      expect(policy, url).toMatch(/script-src 'self'/);
      expect(policy, url).not.toContain(hash);
      expect(policy.length, url).toBeLessThan(400);
    }
  });

  it("never serves the prerender's loader data, which would outlive an edited article", async () => {
    for (const headers of [{}, { 'accept-encoding': 'br' }] as Record<string, string>[]) {
      const data = await get('/content/old-article.data', headers);
      expect(data.statusCode).toBe(404);
      expect(data.body).not.toContain('as it was at build time');
    }
  });

  it('sends hashed scripts and stylesheets without the headers only a document needs', async () => {
    for (const url of ['/assets/entry-C0ffee12.js', '/assets/root-Tea12345.css']) {
      const { headers } = await get(url, { 'accept-encoding': 'br' });
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      for (const name of ['content-security-policy', 'x-frame-options', 'etag', 'last-modified']) {
        expect(headers[name], `${url} ${name}`).toBeUndefined();
      }
    }
    // Files that can be opened as a page keep all of them.
    const worker = await get('/sw.js');
    expect(worker.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(worker.headers.etag).toBeDefined();
  });

  it('sends the brotli copy to a client that accepts it, gzip to one that only takes gzip', async () => {
    const br = await get('/assets/entry-C0ffee12.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await get('/assets/entry-C0ffee12.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/entry-C0ffee12.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('compresses pages too: the SPA page for any app route and prerendered pages', async () => {
    const html = { accept: 'text/html', 'accept-encoding': 'br' };
    const route = await get('/taskboard', html);
    expect(route.statusCode).toBe(200);
    expect(route.headers['content-encoding']).toBe('br');
    expect(route.headers['content-type']).toContain('text/html');
    expect(brotliDecompressSync(route.rawPayload).toString()).toBe(shell);

    const login = await get('/login', { ...html, 'accept-encoding': 'gzip' });
    expect(login.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(login.rawPayload).toString()).toContain('<title>login</title>');
  });

  it('caches content-hashed files for a year and revalidates everything else', async () => {
    for (const url of ['/assets/entry-C0ffee12.js', '/assets/root-Tea12345.css']) {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
    for (const url of ['/manifest.webmanifest', '/sw.js', '/icon-192.png', '/']) {
      const response = await get(url, { accept: 'text/html', 'accept-encoding': 'br' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    const page = await get('/login', { accept: 'text/html' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('answers a revalidation of an unchanged file with 304', async () => {
    const first = await get('/sw.js', { 'accept-encoding': 'br' });
    const again = await get('/sw.js', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('gives the page to clients that send Accept: */* or no Accept at all (curl, uptime checks)', async () => {
    const clients: Record<string, string>[] = [
      { accept: '*/*' },
      {},
      { accept: 'application/json, */*;q=0.1' },
    ];
    for (const headers of clients) {
      for (const url of ['/', '/login', '/taskboard', '/profile/7?tab=badges']) {
        const response = await get(url, headers);
        expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(200);
        expect(response.headers['content-type'], url).toContain('text/html');
      }
    }
    expect((await get('/login', { accept: '*/*' })).body).toContain('<title>login</title>');
  });

  it('keeps /api 404s JSON and missing files 404 for those clients', async () => {
    for (const url of ['/api/nothing-here', '/api', '/assets/gone-12345678.js', '/humans.txt']) {
      const response = await get(url, { accept: '*/*' });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ detail: 'Not found' });
    }
    const post = await t.app.inject({ method: 'POST', url: '/login', headers: { accept: '*/*' } });
    expect(post.statusCode).toBe(404);
    const onlyJson = await get('/taskboard', { accept: 'application/json' });
    expect(onlyJson.statusCode).toBe(404);
  });
});
