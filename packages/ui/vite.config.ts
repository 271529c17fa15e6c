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
const isExternal = (id: string) =>
  external.some((name) => id === name || id.startsWith(`${name}/`));

export default defineConfig(({ command }) => {
  // The vanilla-extract compiler evaluates .css.ts files in a development-mode Vite server and
  // leaves NODE_ENV=development behind, which would make the JSX transform emit jsxDEV calls.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
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
      rollupOptions: {
        external: isExternal,
        // One file per source module: a consumer's bundler drops every component it does not
        // import, even when another component's module does work at load time.
        output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
      },
    },
  };
});
