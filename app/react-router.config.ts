import type { Config } from '@react-router/dev/config';
import { prerenderedPages } from './src/prerender/publicPages';

// A static single-page app served by the API server; every public page is prerendered at build
// time, in every language, so a first visit paints without waiting for JavaScript.
export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  ssr: false,
  prerender: prerenderedPages,
} satisfies Config;
