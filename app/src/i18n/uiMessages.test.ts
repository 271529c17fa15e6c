import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@lingui/react';
import { defaultUiMessages, PasswordField, UiMessagesProvider } from '@taskboard/ui';
import { readCatalogue } from '../../plugins/messageCatalogues';
import { activateLanguage, i18n, isMessageLoaded, loadPart } from './i18n';
import { sourceLanguage } from './languages';
import { uiTranslations, useUiTranslations } from './uiMessages';

const messagesDir = fileURLToPath(new URL('./messages', import.meta.url));

/** Every text of a set of library messages by its path ('column.titles.new', 'badgeTier.hints.0'). */
function textsOf(messages: object, path = ''): [string, unknown][] {
  return Object.entries(messages).flatMap(([key, value]): [string, unknown][] => {
    const at = path ? `${path}.${key}` : key;
    return value && typeof value === 'object' ? textsOf(value as object, at) : [[at, value]];
  });
}

/** The texts the app gives the library now, from the app's translator. */
function translated() {
  return uiTranslations({
    isLoaded: isMessageLoaded,
    translate: (id, values) => i18n._(id, values),
  });
}

// Values a text's function is called with: counts around the plural boundaries, and distinct
// values per parameter so that swapped parameters show. A text taking an object names its own.
const countSamples = [0, 1, 2, 12];
const objectSamples: Record<string, unknown[][]> = {
  'familyMemberCard.badges': [[{ gold: 1, silver: 0, bronze: 7 }]],
};

function samplesFor(path: string, text: (...args: never[]) => string): unknown[][] {
  return (
    objectSamples[path] ??
    countSamples.map((count) =>
      Array.from({ length: text.length }, (_, index) => count + 10 * index),
    )
  );
}

describe('the @taskboard/ui texts', () => {
  it('leaves a text out while its part of the messages is not loaded, without fetching it', async () => {
    await activateLanguage('fr', ['shell']);
    expect(isMessageLoaded('ui.passwordField.show')).toBe(true);
    expect(isMessageLoaded('uiScreens.timerBar.start')).toBe(false);
    const publicPageTexts = translated();
    expect(publicPageTexts.passwordField?.show).toBe('Afficher le mot de passe');
    expect(publicPageTexts.pagination?.page?.(3)).toBe('Page n° 3');
    expect(publicPageTexts.timerBar?.start).toBeUndefined();
    expect(publicPageTexts.timerBar?.secondsLeft).toBeUndefined();
    expect(publicPageTexts.column?.titles).toBeUndefined();
    // Nothing was asked for: a while later the screens' part is still not there.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(isMessageLoaded('uiScreens.timerBar.start')).toBe(false);

    await loadPart('fr', 'screens');
    const screenTexts = translated();
    expect(screenTexts.timerBar?.start).toBe('Démarrer');
    expect(screenTexts.timerBar?.secondsLeft?.(1)).toBe('Encore 1 seconde');
    expect(screenTexts.column?.titles).toEqual({
      new: 'Nouveau',
      progress: 'En cours',
      done: 'Terminé',
    });
  });

  it('gives the components inside the provider the words of the language shown', async () => {
    // As the app's root does: the translator's provider, and inside it the library's.
    function TranslatedUi() {
      return createElement(
        UiMessagesProvider,
        { messages: useUiTranslations() },
        createElement(PasswordField, { label: 'Mot de passe' }),
      );
    }
    const render = () =>
      renderToStaticMarkup(createElement(I18nProvider, { i18n }, createElement(TranslatedUi)));
    await activateLanguage('fr');
    expect(render()).toContain('aria-label="Afficher le mot de passe"');
    await activateLanguage('ja');
    expect(render()).toContain('aria-label="パスワードを表示"');
  });

  it('has one id for every text of the library, in the public pages’ area or the screens’', () => {
    const english = readCatalogue(messagesDir, sourceLanguage, ['ui', 'uiScreens']);
    const paths = textsOf(defaultUiMessages).map(([path]) => path);
    const missing = paths.filter(
      (path) => `ui.${path}` in english === `uiScreens.${path}` in english,
    );
    expect(missing, 'texts with no id, or with one in both areas').toEqual([]);
    const ids = new Set(paths.flatMap((path) => [`ui.${path}`, `uiScreens.${path}`]));
    expect(Object.keys(english).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('says in English exactly what the library says by default', async () => {
    await activateLanguage(sourceLanguage);
    const given = new Map(textsOf(translated()));
    for (const [path, fallback] of textsOf(defaultUiMessages)) {
      const text = given.get(path);
      if (typeof fallback !== 'function') {
        expect(text, path).toBe(fallback);
        continue;
      }
      expect(typeof text, path).toBe('function');
      const library = fallback as (...args: unknown[]) => string;
      for (const args of samplesFor(path, library)) {
        expect(
          (text as (...args: unknown[]) => string)(...args),
          `${path}(${args.join(', ')})`,
        ).toBe(library(...args));
      }
    }
  });
});
