import catalogue from './catalogueParts.json';
import { pathWithoutLanguage } from './languages';

// A language's messages come in parts, so a page downloads only the words it can show: every
// page the shell's (common words, navigation, install prompt, @taskboard/ui), then the part of
// its screen — the landing and legal pages, the sign-in pages, the library, or the signed-in
// screens — and the spec's known messages once one is shown. The table (catalogueParts.json) is
// shared with the build (app/plugins/messageCatalogues.ts, scripts/preload-catalogues.mjs).

export type CataloguePart = keyof typeof catalogue.parts;

export const catalogueParts = Object.keys(catalogue.parts) as CataloguePart[];

const partOfArea = new Map<string, CataloguePart>(
  catalogueParts.flatMap((part) => catalogue.parts[part].map((area) => [area, part] as const)),
);

/** The part a message id belongs to, by its area (the id's first segment). */
export function partOfId(id: string): CataloguePart {
  return partOfArea.get(id.slice(0, id.indexOf('.'))) ?? 'shell';
}

const pages = catalogue.pages as Record<string, CataloguePart | undefined>;
const pagePrefixes = Object.entries(catalogue.pagePrefixes) as [string, CataloguePart][];

/** The parts a screen needs before it can render, by its address. */
export function partsForPath(pathname: string): CataloguePart[] {
  const bare = pathWithoutLanguage(pathname).replace(/(.)\/$/, '$1');
  const page =
    pages[bare] ?? pagePrefixes.find(([prefix]) => bare.startsWith(prefix))?.[1] ?? 'screens';
  return ['shell', page];
}
