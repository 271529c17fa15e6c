import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  // Workspaces are consumed from their TypeScript sources, in the browser build and in the
  // build-time prerender of /homepage alike.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: {
    noExternal: [/^@taskboard\//],
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
  server: { proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` } },
});
