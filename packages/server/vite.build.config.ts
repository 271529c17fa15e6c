import { defineConfig } from 'vite';

// `npm start` runs the server as one JavaScript file: the server's and the contract's TypeScript
// bundled into dist/main.js, every npm package left to node_modules as Node loads it.
export default defineConfig({
  build: {
    ssr: 'src/main.ts',
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
    rolldownOptions: {
      // Flat, so `src/paths.ts` finds the package one level up from any chunk.
      output: { entryFileNames: 'main.js', chunkFileNames: '[name]-[hash].js' },
    },
  },
  ssr: {
    // The workspace contract ships TypeScript sources only.
    noExternal: ['@taskboard/contract'],
  },
});
