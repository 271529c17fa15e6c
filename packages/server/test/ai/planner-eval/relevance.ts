/**
 * When a plan counts as relevant to its goal: it names one of the words a relevant plan must
 * mention, and that word is not already in the goal. A plan that only says the goal back ("Say
 * sorry" → "Say sorry to your sister") names nothing the goal did not, so it never counts; only
 * words the plan brings itself (shoes → lace, loop, bow) show it knows what the goal takes.
 *
 * Words are compared after the planner's own normalisation (case, accents, width) and stemming,
 * so "laces", "lace" and "lacing" are one word, and so are "feelings" and "feel", "Schuhe" and
 * "Schuh". A German word may end a longer glued word ("Senkel" in "Schnürsenkel").
 * Chinese and Japanese have no spaces or stems: a word is found when its characters appear in a
 * row.
 */
import { isCjk, normalize, stem, words, type PlannerLanguage } from '../../../src/ai/text';

// German glues words together and puts the thing named last ("Schnür|senkel", "Schwimm|becken"):
// a mention this long or longer also counts as the last part of a longer word, with or without
// an inflection ending. Shorter pieces would be found inside unrelated words.
const GERMAN_HEAD_MIN = 4;
const GERMAN_ENDINGS = ['', 'e', 'en', 'er', 'ern', 'es', 'n', 's'];

/** The `|`-separated words of a case. */
export const mentionList = (mentions: string): string[] =>
  mentions
    .split('|')
    .map((mention) => mention.trim())
    .filter(Boolean);

// The planner's light stemmer takes one ending off at a time ("feelings" → "feeling" → "feel"):
// it is applied until nothing changes, so every form of a word ends at one stem.
function fullStem(word: string, language: PlannerLanguage): string {
  let current = word;
  for (let next = stem(current, language); next !== current; next = stem(current, language)) {
    current = next;
  }
  return current;
}

interface Word {
  normal: string;
  stem: string;
}

const wordsOf = (text: string, language: PlannerLanguage): Word[] =>
  words(text).map((normal) => ({ normal, stem: fullStem(normal, language) }));

function sameWord(text: Word, mention: Word, language: PlannerLanguage): boolean {
  if (text.stem === mention.stem) return true;
  if (language !== 'de' || mention.normal.length < GERMAN_HEAD_MIN) return false;
  return GERMAN_ENDINGS.some(
    (ending) =>
      text.normal.length > mention.normal.length + ending.length &&
      text.normal.endsWith(mention.normal + ending),
  );
}

/** True when the text names the mention: its words, in a row (Chinese, Japanese: its characters). */
export function names(text: string, mention: string, language: PlannerLanguage): boolean {
  if (isCjk(language)) {
    const wanted = normalize(mention).replace(/ /g, '');
    return wanted.length > 0 && normalize(text).replace(/ /g, '').includes(wanted);
  }
  const wanted = wordsOf(mention, language);
  const found = wordsOf(text, language);
  if (wanted.length === 0) return false;
  for (let start = 0; start + wanted.length <= found.length; start++) {
    if (
      wanted.every((part, i) => {
        const word = found[start + i];
        return word !== undefined && sameWord(word, part, language);
      })
    )
      return true;
  }
  return false;
}

/**
 * True when the goal already says the mention: every one of its words is in the goal, in any
 * order (a plan could say them back in another order), or for Chinese and Japanese its
 * characters in a row.
 */
export function goalSays(goal: string, mention: string, language: PlannerLanguage): boolean {
  if (isCjk(language)) return names(goal, mention, language);
  const goalWords = wordsOf(goal, language);
  const wanted = wordsOf(mention, language);
  return (
    wanted.length > 0 &&
    wanted.every((part) => goalWords.some((word) => sameWord(word, part, language)))
  );
}

/** The mentions that can show relevance: those the goal does not already say. */
export const mentionsBeyondGoal = (
  goal: string,
  mentions: string,
  language: PlannerLanguage,
): string[] => mentionList(mentions).filter((mention) => !goalSays(goal, mention, language));

/** The mention that makes the plan relevant, or undefined when none does. */
export function relevantMention(
  goal: string,
  steps: readonly string[],
  mentions: string,
  language: PlannerLanguage,
): string | undefined {
  return mentionsBeyondGoal(goal, mentions, language).find((mention) =>
    steps.some((step) => names(step, mention, language)),
  );
}

export const isRelevant = (
  goal: string,
  steps: readonly string[],
  mentions: string,
  language: PlannerLanguage,
): boolean => relevantMention(goal, steps, mentions, language) !== undefined;
