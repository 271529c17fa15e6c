import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { contentSnapshot } from './plugins/contentSnapshot.ts';
import { messageCatalogues } from './plugins/messageCatalogues.ts';
import catalogue from './src/i18n/catalogueParts.json';
import { publicPagePath, publicPageUrl } from './src/prerender/publicPages';

/**
 * The modules the root and the public pages render with: the @taskboard/ui parts they use (with
 * the theme), the install prompt, the top bar, the form helpers, the theme preference and the
 * translator with its reading of the spec's messages (each language's messages are chunks of
 * their own). Keep it to what those pages import: a screen-specific component here would be
 * downloaded on every first visit. The ui's icons are not named: the group takes the icons its
 * modules draw along with them (and the chevron of the landing page's accordion, which would be a
 * file of its own), and a screen's other icons stay in that screen's chunk. The form fields go
 * with the forms (below).
 */
const publicPageModule = new RegExp(
  [
    /packages[\\/]ui[\\/]src[\\/](theme|internal(?![\\/](icons|field)[\\/]))[\\/]/,
    /packages[\\/]ui[\\/]src[\\/]internal[\\/]icons[\\/]ChevronDownIcon\./,
    /packages[\\/]ui[\\/]src[\\/]components[\\/](AppBar|Banner|Button|Card|Heading|PageShell|Spinner|Stack|Text|TextLink)[\\/]/,
    /app[\\/]src[\\/](pwa[\\/](?!InstallBanner\.)|navigation[\\/](TopBar|PublicTopBar|PublicPage|LanguageLinks|InlineLink|layoutId|useSignedInAs)\.|preferences[\\/](theme|storageKey)\.|i18n[\\/](i18n|languages|deviceLanguage|useT|localizedPath|uiMessages|catalogueParts)\.|prerender[\\/])/,
    /node_modules[\\/]@lingui[\\/](core|react)[\\/]/,
  ]
    .map((part) => part.source)
    .join('|'),
);

/**
 * What the sign-in pages need beyond the public pages' modules: their page, their forms and the
 * ui's fields they are made of.
 */
const formsModule = new RegExp(
  [
    /app[\\/]src[\\/](forms\.|loadAccountCalls\.|navigation[\\/]AuthPage\.|i18n[\\/]knownMessages\.)/,
    /packages[\\/]ui[\\/]src[\\/](components[\\/](AuthCard|PasswordField|TextField)|internal[\\/]field)[\\/]/,
  ]
    .map((part) => part.source)
    .join('|'),
);

/** Changes on every build, so installed apps fetch the new SPA page. */
const shellRevision = Date.now().toString(36);

export default defineConfig({
  plugins: [
    messageCatalogues(
      fileURLToPath(new URL('./src/i18n/messages', import.meta.url)),
      catalogue.parts,
    ),
    contentSnapshot(),
    vanillaExtractPlugin(),
    reactRouter(),
    VitePWA({
      // root.tsx registers the worker itself, in production builds only.
      injectRegister: false,
      registerType: 'autoUpdate',
      manifest: {
        name: 'Bitesize TaskBoard',
        short_name: 'TaskBoard',
        description: 'Small goals and bite-size tasks for children and their parents.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#2f6fdf',
        background_color: '#ffffff',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // The worker's own helpers go inside sw.js: one file, revalidated, instead of a second.
        inlineWorkboxRuntime: true,
        // The push and notification-click handlers (public/sw-push.js): shown with the app's icon.
        importScripts: ['/sw-push.js'],
        // The shell: the SPA page, the manifest, the icons and every screen's scripts, styles and
        // messages (about 450 KB compressed, fetched once in the background after the first
        // visit; a new build fetches only the files whose hashed names changed). Offline, a screen
        // whose code was missing would fail to load, and the router answers that with a reload:
        // a loop that never ends while the network is away.
        globPatterns: ['*.{svg,png,webmanifest}', 'assets/*.{js,css}'],
        // index.html is written by the prerender after this build step, so it is listed here,
        // with a revision that changes on every build.
        additionalManifestEntries: [{ url: 'index.html', revision: shellRevision }],
        navigateFallback: 'index.html',
        // The API is the family's live data: it is never cached or answered by the shell.
        // Public pages have their own prerendered HTML, which paints before any script runs.
        navigateFallbackDenylist: [/^\/api\//, publicPagePath],
        runtimeCaching: [
          {
            // Online the page comes from the network, offline from the copy kept on the last
            // visit, and a page never visited offline falls back to the single-page shell.
            urlPattern: publicPageUrl,
            handler: 'NetworkFirst',
            options: {
              cacheName: 'pages',
              networkTimeoutSeconds: 3,
              precacheFallback: { fallbackURL: 'index.html' },
            },
          },
        ],
      },
    }),
  ],
  build: {
    rollupOptions: {
      output: {
        // Each language's catalogue parts under names the build's last step can find, to announce
        // them in the pages prerendered in that language (scripts/preload-catalogues.mjs).
        chunkFileNames: (chunk) => {
          const part = /^\0virtual:messages\/(\w+)\/(\w+)$/.exec(chunk.facadeModuleId ?? '');
          return part
            ? `assets/messages-${part[1]}-${part[2]}-[hash].js`
            : 'assets/[name]-[hash].js';
        },
        // A first visit loads few, sizeable files in parallel instead of a chain of tiny ones:
        // React, React DOM and React Router in one chunk (React DOM's client stays in the entry
        // script that boots it), and everything the root and the public pages draw with in a
        // second one. The other screens' code splits per route as usual.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: (id: string) =>
                /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/.test(
                  id,
                ) && !/react-dom[\\/](client|cjs[\\/]react-dom-client)/.test(id),
              priority: 2,
            },
            {
              name: 'public',
              test: (id: string) => publicPageModule.test(id),
              priority: 1,
            },
            {
              // The sign-in pages' form handling, with the spec's messages they may show: in one
              // chunk of its own, which the landing and legal pages never download.
              name: 'forms',
              test: (id: string) => formsModule.test(id),
              priority: 1,
            },
          ],
        },
      },
    },
  },
  // Workspaces are consumed from their TypeScript sources, in the browser build and in the
  // build-time prerender of /homepage alike.
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    // Radix's scroll lock styles the page through constructed stylesheets, which the content
    // policy allows, instead of <style> elements, which it refuses (see the module).
    alias: {
      'react-style-singleton': fileURLToPath(
        new URL('./src/policy/constructedStyleSingleton.ts', import.meta.url),
      ),
    },
  },
  ssr: {
    noExternal: [/^@taskboard\//],
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
  server: { proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` } },
});
