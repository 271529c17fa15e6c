import type { MessageValues } from './formatIcu';
import type { IcuText } from './icu';

// A component's texts are declared once, in English and in ICU MessageFormat, the form a
// translator's catalogue keeps: `defineMessages('column', { empty: 'No task here yet!',
// count: icu('{count, plural, one {# task} other {# tasks}}', (count: number) => ({ count })) })`.
// From the declaration come the component's English defaults (a text with values is a function,
// as UiMessages has it), the ids and messages an app extracts into its catalogues
// (describeUiMessages) and the texts a translator gives (UiMessagesProvider's `translate`).

/**
 * What a component declares: plain texts (ICU with no values), texts with values (`icu`), lists
 * of texts (ids `<key>.0`, `<key>.1`, …) and sets of texts read by key, nested.
 */
export type DeclaredTexts = {
  readonly [key: string]: string | readonly string[] | IcuText<never> | DeclaredTexts;
};

/** The English defaults a declaration gives: strings, lists, records, and functions for `icu`. */
export type DefaultTexts<D> = D extends string
  ? string
  : D extends readonly string[]
    ? string[]
    : D extends IcuText<infer A>
      ? (...args: A) => string
      : { -readonly [K in keyof D]: DefaultTexts<D[K]> };

/** A translation of a library text by id ('column.count'), or undefined to keep the default. */
export type UiTranslate = (id: string, values?: MessageValues) => string | undefined;

type Declaration = { component: string; texts: DeclaredTexts };

const declarations = new WeakMap<object, Declaration>();

const isIcu = (declared: object): declared is IcuText<unknown[]> =>
  typeof (declared as { values?: unknown }).values === 'function';

/** A text function taking as many arguments as its declaration says (`length`, as written). */
const textFunction = (
  { values }: IcuText<unknown[]>,
  text: (...args: unknown[]) => string,
): ((...args: unknown[]) => string) =>
  Object.defineProperty(text, 'length', { value: values.length });

function defaultsOf(declared: DeclaredTexts[string]): unknown {
  if (typeof declared === 'string') return declared;
  if (Array.isArray(declared)) return [...(declared as string[])];
  if (isIcu(declared as object)) {
    return textFunction(declared as IcuText<unknown[]>, (declared as IcuText<unknown[]>).english);
  }
  return Object.fromEntries(Object.entries(declared).map(([key, each]) => [key, defaultsOf(each)]));
}

/**
 * Declares a component's texts under its name in UiMessages and answers their English defaults,
 * which remember the declaration they come from. Marked free of side effects for bundlers: a
 * declaration nothing reads is dropped with its texts.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineMessages<const D extends DeclaredTexts>(
  component: string,
  texts: D,
): DefaultTexts<D> {
  const defaults = defaultsOf(texts) as DefaultTexts<D> & object;
  declarations.set(defaults, { component, texts });
  return defaults;
}

/** The declaration behind a component's defaults, when they come from defineMessages. */
export function declarationOf(defaults: object): Declaration | undefined {
  return declarations.get(defaults);
}

function translated(
  declared: DeclaredTexts[string],
  fallback: unknown,
  translate: UiTranslate,
  id: string,
): unknown {
  if (typeof declared === 'string') return translate(id) ?? fallback;
  if (Array.isArray(declared))
    return (fallback as string[]).map((each, index) => translate(`${id}.${index}`) ?? each);
  if (isIcu(declared as object)) {
    const { values } = declared as IcuText<unknown[]>;
    const english = fallback as (...args: unknown[]) => string;
    return textFunction(
      declared as IcuText<unknown[]>,
      (...args) => translate(id, values(...args)) ?? english(...args),
    );
  }
  const texts = fallback as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(declared).map(([key, each]) => [
      key,
      translated(each, texts[key], translate, `${id}.${key}`),
    ]),
  );
}

/** A component's defaults with every text the translator has in their place. */
export function translatedTexts<T extends object>(defaults: T, translate: UiTranslate): T {
  const declaration = declarationOf(defaults);
  if (!declaration) return defaults;
  return translated(declaration.texts, defaults, translate, declaration.component) as T;
}
