import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@lingui/react';
import {
  defaultUiMessages,
  PasswordField,
  UiMessagesProvider,
  useUiMessages,
  type UiMessages,
} from '@taskboard/ui';
import { activateLanguage, i18n, isMessageLoaded, loadPart } from './i18n';
import { sourceLanguage } from './languages';
import { uiMessageId, useUiTranslate } from './uiMessages';

/** Every text of a set of library messages by its path ('column.titles.new', 'badgeTier.hints.0'). */
function textsOf(messages: object, path = ''): [string, unknown][] {
  return Object.entries(messages).flatMap(([key, value]): [string, unknown][] => {
    const at = path ? `${path}.${key}` : key;
    return value && typeof value === 'object' ? textsOf(value as object, at) : [[at, value]];
  });
}

/** Every component's texts as the app's provider gives them now, read as a component reads them. */
function translated(): UiMessages {
  let texts: Partial<UiMessages> = {};
  function Reader() {
    texts = Object.fromEntries(
      Object.entries(defaultUiMessages).map(([component, defaults]) => [
        component,
        // A fixed list of components, read in one render.
        useUiMessages(component as keyof UiMessages, defaults as never),
      ]),
    );
    return null;
  }
  function Translated() {
    return createElement(
      UiMessagesProvider,
      { translate: useUiTranslate() },
      createElement(Reader),
    );
  }
  renderToStaticMarkup(createElement(I18nProvider, { i18n }, createElement(Translated)));
  return texts as UiMessages;
}

// Values a text's function is called with: counts around the plural boundaries, and distinct
// values per parameter so that swapped parameters show. A text taking an object or a date names
// its own.
const countSamples = [0, 1, 2, 12];
const day = new Date(2026, 10, 24, 12);
const objectSamples: Record<string, unknown[][]> = {
  'familyMemberCard.badges': [[{ gold: 1, silver: 0, bronze: 7 }]],
  'activityFeed.onDate': [[day]],
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
  it('keeps a text’s English default while its part of the messages is not loaded, without fetching it', async () => {
    await activateLanguage('fr', ['shell']);
    expect(isMessageLoaded('ui.passwordField.show')).toBe(true);
    expect(isMessageLoaded('uiScreens.timerBar.start')).toBe(false);
    const publicPageTexts = translated();
    expect(publicPageTexts.passwordField.show).toBe('Afficher le mot de passe');
    expect(publicPageTexts.pagination.page(3)).toBe('Page n° 3');
    expect(publicPageTexts.timerBar.start).toBe('Start');
    expect(publicPageTexts.timerBar.secondsLeft(1)).toBe('1 second left');
    expect(publicPageTexts.column.titles.new).toBe('New');
    // Nothing was asked for: a while later the screens' part is still not there.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(isMessageLoaded('uiScreens.timerBar.start')).toBe(false);

    await loadPart('fr', 'screens');
    const screenTexts = translated();
    expect(screenTexts.timerBar.start).toBe('Démarrer');
    expect(screenTexts.timerBar.secondsLeft(1)).toBe('Encore 1 seconde');
    expect(screenTexts.column.titles).toEqual({
      new: 'Nouveau',
      progress: 'En cours',
      done: 'Terminé',
    });
  });

  it('writes a date as the language shown writes a day', async () => {
    await activateLanguage('ja');
    expect(translated().activityFeed.onDate(day)).toBe('11月24日');
    await activateLanguage('fr');
    expect(translated().activityFeed.onDate(day)).toBe('24 nov.');
  });

  it('gives the components inside the provider the words of the language shown', async () => {
    // As the app's root does: the translator's provider, and inside it the library's.
    function TranslatedUi() {
      return createElement(
        UiMessagesProvider,
        { translate: useUiTranslate() },
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

  it('puts the public pages’ components in the shell’s area and every other in the screens’', () => {
    expect(uiMessageId('passwordField.show')).toBe('ui.passwordField.show');
    expect(uiMessageId('timerBar.start')).toBe('uiScreens.timerBar.start');
  });

  it('says in English, through the app’s translator, exactly what the library says by default', async () => {
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
