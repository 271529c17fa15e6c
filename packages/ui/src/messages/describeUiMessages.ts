import { declarationOf, type DeclaredTexts } from './defineMessages';
import type { IcuText } from './icu';
import { defaultUiMessages } from './defaultUiMessages';
import { valueNamesOf } from './formatIcu';

/** One text of the library as a catalogue holds it: its English ICU message and value names. */
export type UiMessageDescriptor = { message: string; values: string[] };

function describe(
  declared: DeclaredTexts[string],
  id: string,
  table: Record<string, UiMessageDescriptor>,
) {
  if (typeof declared === 'string') {
    table[id] = { message: declared, values: [] };
  } else if (Array.isArray(declared)) {
    (declared as string[]).forEach((message, index) => {
      table[`${id}.${index}`] = { message, values: [] };
    });
  } else if (typeof (declared as { values?: unknown }).values === 'function') {
    const { message } = declared as IcuText<unknown[]>;
    table[id] = { message, values: valueNamesOf(message) };
  } else {
    for (const [key, each] of Object.entries(declared)) describe(each, `${id}.${key}`, table);
  }
}

/**
 * Every text of the library by id (`column.count`, `badgeTier.hints.0`): what an app extracts
 * into its catalogues, and what it checks its translations against. Reads every component's
 * declaration, so it belongs in build scripts and tests rather than in a page.
 */
export function describeUiMessages(): Record<string, UiMessageDescriptor> {
  const table: Record<string, UiMessageDescriptor> = {};
  for (const [component, defaults] of Object.entries(defaultUiMessages)) {
    const declaration = declarationOf(defaults);
    if (!declaration || declaration.component !== component)
      throw new Error(
        `The texts of ${component} are not declared with defineMessages('${component}', …)`,
      );
    describe(declaration.texts, component, table);
  }
  return table;
}
