import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/** Changes on every build, so installed apps fetch the new SPA page. */
const shellRevision = Date.now().toString(36);

export default defineConfig({
  plugins: [
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
        // The shell: the SPA page, the manifest and the icons. Scripts and styles are cached the
        // first time a screen uses them (their names are content hashes, so they never change),
        // which keeps a first visit from downloading every screen at once.
        globPatterns: ['*.{svg,png,webmanifest}'],
        // index.html is written by the prerender after this build step, so it is listed here,
        // with a revision that changes on every build.
        additionalManifestEntries: [{ url: 'index.html', revision: shellRevision }],
        navigateFallback: 'index.html',
        // The API is the family's live data: it is never cached or answered by the shell.
        // /homepage has its own prerendered page, which paints before any script runs.
        navigateFallbackDenylist: [/^\/api\//, /^\/homepage/],
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && url.pathname.startsWith('/homepage'),
            handler: 'NetworkFirst',
            options: { cacheName: 'pages', networkTimeoutSeconds: 3 },
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'app-assets',
              expiration: { maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 365 },
            },
          },
        ],
      },
    }),
  ],
  // Workspaces are consumed from their TypeScript sources, in the browser build and in the
  // build-time prerender of /homepage alike.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: {
    noExternal: [/^@taskboard\//],
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
  server: { proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` } },
});
