import { describeUiMessages } from '@taskboard/ui';
import { uiMessageId } from './uiMessages';

// The English catalogues of the library's texts, extracted from the components' declarations:
// `npm run i18n:extract -w app` writes them (messages/en/ui.json and uiScreens.json) and
// uiCatalogues.test.ts fails when the files differ from what extraction gives. The other
// languages translate the same ids.

/** The two areas the library's texts are in. */
export const uiAreas = ['ui', 'uiScreens'] as const;

/**
 * The English messages of each area, by the app's id: components by name, each component's
 * texts in the order it declares them.
 */
export function extractUiCatalogues(): Record<(typeof uiAreas)[number], Record<string, string>> {
  const areas = { ui: {} as Record<string, string>, uiScreens: {} as Record<string, string> };
  const descriptors = Object.entries(describeUiMessages());
  const component = (id: string) => id.slice(0, id.indexOf('.'));
  const byComponent = descriptors
    .map(([id], index) => [component(id), index] as const)
    .sort(([a, i], [b, j]) => (a < b ? -1 : a > b ? 1 : i - j))
    .map(([, index]) => descriptors[index]!);
  for (const [id, { message }] of byComponent) {
    const appId = uiMessageId(id);
    areas[appId.startsWith('ui.') ? 'ui' : 'uiScreens'][appId] = message;
  }
  return areas;
}

/** A catalogue file's text: two-space JSON and a final newline, as the catalogues are written. */
export const catalogueText = (messages: Record<string, string>) =>
  `${JSON.stringify(messages, null, 2)}\n`;
