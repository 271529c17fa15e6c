import type { PlannerLanguage } from '../text';

/**
 * One goal family in one language: how a goal of that kind is recognised, and the plan for it.
 *
 * `match` entries, each compared after normalising and stemming both sides:
 * - `'shoelace'`: a word, scores 2;
 * - `'~shoe'`: a word too common to decide alone ("water", "make"), scores 1;
 * - `'tie shoe'`: a phrase, its words in this order (others may sit between), scores 2 a word.
 * Chinese and Japanese entries are matched as character strings; a space separates the parts of
 * a phrase ("鞋 带"). A goal needs a score of at least MATCH_THRESHOLD to use a family.
 *
 * `steps`, in order. Steps starting with `+` are only for children of 5 and older (5-year-olds
 * get the first of them, 6 and older all). The other four are what 3- and 4-year-olds get: at
 * most six words each (Chinese 12 and Japanese 16 characters), concrete and physical. Any step
 * with heat, blades, water, roads, tools or medicine names the grown-up who does it with them.
 */
export interface FamilyText {
  match: readonly string[];
  steps: readonly string[];
}

export interface LanguagePack<Id extends string = string> {
  language: PlannerLanguage;
  families: Readonly<Record<Id, FamilyText>>;
  /** Words mapped to the word the library uses ("kitty" → "cat"), applied before stemming. */
  synonyms?: Readonly<Record<string, string>>;
  /**
   * Japanese: the reading in kana of every `match` entry written with kanji ("歯磨き" →
   * "はみがき"), so a goal typed in kana alone finds the same entry. Readings shorter than
   * READING_MIN characters are not matched (は, いぬ, ほし: particles and pieces of other words).
   */
  readings?: Readonly<Record<string, string>>;
  /**
   * A plan for a goal no family fits, built from the goal's own verb and object. `young` asks for
   * the four short core steps only (six words at most).
   */
  fallback(goal: string, young: boolean): string[];
}

/**
 * A family in two strings, entries separated by "|": the words to match and the steps
 * (see FamilyText). Keeps the language packs one family to a few lines.
 */
export function family(match: string, steps: string): FamilyText {
  const split = (list: string) =>
    list
      .split('|')
      .map((item) => item.trim())
      .filter(Boolean);
  return { match: split(match), steps: split(steps) };
}
