import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueText, extractUiCatalogues, uiAreas } from './uiCatalogues';

// The English catalogues of the library's texts are what extraction writes from the components'
// declarations: a text added or changed in @taskboard/ui without `npm run i18n:extract -w app`
// fails here (and the other languages' tests then name the ids left to translate).

describe('the extracted English catalogues of @taskboard/ui', () => {
  const extracted = extractUiCatalogues();

  it.each(uiAreas)('%s.json is what extraction writes', (area) => {
    const file = fileURLToPath(new URL(`./messages/en/${area}.json`, import.meta.url));
    const written = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    expect(written, 'run `npm run i18n:extract -w app`').toEqual(extracted[area]);
    expect(Object.keys(written), 'the order extraction writes').toEqual(
      Object.keys(extracted[area]),
    );
    expect(readFileSync(file, 'utf8')).toBe(catalogueText(extracted[area]));
  });
});
