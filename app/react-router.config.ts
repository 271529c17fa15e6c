import type { Config } from '@react-router/dev/config';
import { readContentSnapshot } from './plugins/contentSnapshot';
import { inEveryLanguage, publicPages } from './src/prerender/publicPages';

// A static single-page app served by the API server; every public page is prerendered at build
// time, in every language, so a first visit paints without waiting for JavaScript: the pages of
// src/prerender/publicPages.ts, and each content page of the library as the server answers it
// in that page's language (the list, each tag, each article).
export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  ssr: false,
  // The snapshot names each content page under every language's address already: each is drawn
  // from the API's answer in that language.
  prerender: () => [...inEveryLanguage(publicPages), ...Object.keys(readContentSnapshot().pages)],
} satisfies Config;
