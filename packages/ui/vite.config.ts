import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import pkg from './package.json' with { type: 'json' };

// Everything the consumer installs anyway stays outside the bundle: React and every dependency,
// including their subpaths (react/jsx-runtime, @radix-ui/react-*/...).
const external = [
  ...Object.keys(pkg.peerDependencies),
  ...Object.keys(pkg.dependencies),
  'react/jsx-runtime',
];
const isExternal = (id: string) => external.some((name) => id === name || id.startsWith(`${name}/`));

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    lib: {
      entry: { index: 'src/index.ts', theme: 'src/theme/index.ts' },
      formats: ['es'],
      cssFileName: 'ui',
    },
    rollupOptions: { external: isExternal },
  },
});
