import type { Config } from '@react-router/dev/config';

// A static single-page app served by the API server; the marketing page is prerendered at build
// time so a first visit paints without waiting for JavaScript.
export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  ssr: false,
  prerender: ['/homepage'],
} satisfies Config;
