/**
 * Finds the goal family a goal belongs to. Every `match` entry of a language pack is compiled
 * once into stems (or, for Chinese and Japanese, character strings); a goal is scored against
 * each family by the entries it contains, and the best family wins when it reaches
 * MATCH_THRESHOLD. Scores: a word 2, a common word (`~`) 1, a phrase 2 per word.
 */
import type { FamilyId, LanguagePack } from './library';
import { isCjk, normalize, stem, words, type PlannerLanguage } from './text';

/** A goal must score this much for a family to be used; below it the fallback plans. */
export const MATCH_THRESHOLD = 2;

interface CompiledEntry {
  parts: string[];
  weight: number;
}

interface CompiledPack {
  language: PlannerLanguage;
  cjk: boolean;
  synonyms: Readonly<Record<string, string>>;
  families: { id: FamilyId; entries: CompiledEntry[] }[];
}

function termsOf(text: string, pack: Pick<CompiledPack, 'language' | 'cjk' | 'synonyms'>) {
  if (pack.cjk) return words(text);
  return words(text).map((word) => stem(pack.synonyms[word] ?? word, pack.language));
}

function compile(pack: LanguagePack<FamilyId>): CompiledPack {
  const synonyms = Object.fromEntries(
    Object.entries(pack.synonyms ?? {}).map(([from, to]) => [normalize(from), normalize(to)]),
  );
  const base = { language: pack.language, cjk: isCjk(pack.language), synonyms };
  const families = (Object.keys(pack.families) as FamilyId[]).map((id) => {
    const seen = new Set<string>();
    const entries: CompiledEntry[] = [];
    for (const raw of pack.families[id].match) {
      const weak = raw.startsWith('~');
      const parts = termsOf(weak ? raw.slice(1) : raw, base);
      const key = parts.join(' ');
      if (parts.length === 0 || seen.has(key)) continue;
      seen.add(key);
      entries.push({ parts, weight: parts.length > 1 ? 2 * parts.length : weak ? 1 : 2 });
    }
    return { id, entries };
  });
  return { ...base, families };
}

const compiled = new WeakMap<LanguagePack<FamilyId>, CompiledPack>();
const compiledPack = (pack: LanguagePack<FamilyId>) => {
  let result = compiled.get(pack);
  if (!result) {
    result = compile(pack);
    compiled.set(pack, result);
  }
  return result;
};

// German glues words together ("Zahnbürste", "Schnürsenkel"): a longer library word may sit
// inside a goal's word.
const partFound = (term: string, part: string, language: PlannerLanguage) =>
  term === part || (language === 'de' && part.length >= 4 && term.includes(part));

/** Where `part` is found at or after `from`, or -1. */
function find(terms: string[], part: string, from: number, pack: CompiledPack): number {
  for (let i = from; i < terms.length; i++) {
    const term = terms[i] ?? '';
    if (pack.cjk ? term.includes(part) : partFound(term, part, pack.language)) return i;
  }
  return -1;
}

function entryFound(
  terms: string[],
  termSet: ReadonlySet<string>,
  entry: CompiledEntry,
  pack: CompiledPack,
): boolean {
  // Most entries are one word: a set lookup (German compounds need the slower search).
  if (!pack.cjk && pack.language !== 'de' && entry.parts.length === 1) {
    return termSet.has(entry.parts[0] ?? '');
  }
  if (pack.cjk) {
    // Characters of a run, in order: "鞋 带" is found in "系鞋带".
    const text = terms.join('');
    let at = 0;
    for (const part of entry.parts) {
      const index = text.indexOf(part, at);
      if (index < 0) return false;
      at = index + part.length;
    }
    return true;
  }
  let at = 0;
  for (const part of entry.parts) {
    const index = find(terms, part, at, pack);
    if (index < 0) return false;
    at = index + 1;
  }
  return true;
}

export interface FamilyMatch {
  family: FamilyId;
  score: number;
  /** The pack whose words matched (a goal may be typed in another language than asked for). */
  matchedIn: PlannerLanguage;
}

/** The best-scoring family for a goal in one pack, whatever its score; undefined when none. */
export function bestFamilyIn(goal: string, pack: LanguagePack<FamilyId>): FamilyMatch | undefined {
  const compiledOne = compiledPack(pack);
  const terms = termsOf(goal, compiledOne);
  if (terms.length === 0) return undefined;
  const termSet = new Set(terms);
  let best: FamilyMatch | undefined;
  for (const family of compiledOne.families) {
    let score = 0;
    for (const entry of family.entries) {
      if (entryFound(terms, termSet, entry, compiledOne)) score += entry.weight;
    }
    if (score > (best?.score ?? 0)) {
      best = { family: family.id, score, matchedIn: pack.language };
    }
  }
  return best;
}

/**
 * The family for a goal: first in the packs given in order (the answer's language first),
 * taking the first pack that reaches the threshold. Undefined when none does.
 */
export function matchFamily(
  goal: string,
  packs: readonly LanguagePack<FamilyId>[],
): FamilyMatch | undefined {
  for (const pack of packs) {
    const best = bestFamilyIn(goal, pack);
    if (best && best.score >= MATCH_THRESHOLD) return best;
  }
  return undefined;
}
