/**
 * Finds the goal family a goal belongs to. Every `match` entry of a language pack is compiled
 * once into stems (or, for Chinese and Japanese, character strings) and filed under its first
 * part; a goal is scored against each family by the entries it contains, looking only at the
 * entries whose first part it holds, and the best family wins when it reaches MATCH_THRESHOLD.
 * Scores: a word 2, a common word (`~`) 1, a phrase 2 per word.
 *
 * Chinese and Japanese are matched on how they are read as well as written: traditional Chinese
 * characters are folded to the simplified ones of the pack, and a Japanese entry also matches in
 * kana alone, through its reading (`readings` in the pack) and with katakana read as hiragana, and
 * in the spellings that mix kanji and kana (お風呂そうじ for お風呂掃除, 片づけ for 片付け).
 */
import type { FamilyId, LanguagePack } from './library';
import { isCjk, normalize, stem, toHiragana, words, type PlannerLanguage } from './text';
import { toSimplified } from './traditional-chinese';

/** A goal must score this much for a family to be used; below it the fallback plans. */
export const MATCH_THRESHOLD = 2;

/**
 * A Japanese entry's reading is matched only when it has at least this many kana: shorter ones
 * are particles or pieces of other words (歯 は, 星 ほし in ほしい), so a two-kana word is
 * matched in kana only where the pack writes it in kana itself.
 */
export const READING_MIN = 3;

interface CompiledEntry {
  /**
   * The entry's parts as written, then (Japanese) as read in hiragana: the entry is found when any
   * one of them is, and counts once.
   */
  forms: (readonly string[])[];
  weight: number;
  /** Index of the family in the pack, which also breaks ties (the earlier family wins). */
  family: number;
}

interface CompiledPack {
  language: PlannerLanguage;
  cjk: boolean;
  synonyms: Readonly<Record<string, string>>;
  families: FamilyId[];
  /**
   * Every entry under its first part. A goal is only checked against the entries whose first
   * part it contains, instead of against every entry of every family.
   */
  byFirstPart: Map<string, CompiledEntry[]>;
  /** The longest first part (CJK: in characters), so a goal's candidates can be listed. */
  longestFirstPart: number;
  /**
   * Latin scripts: every stem the pack's words and steps use (a goal word among them is never
   * taken for a typo), and the entries' stems by each form with one letter left out, so a goal
   * word one letter away from an entry's word ("teath", "anzihen", "excercise") finds it.
   */
  known: ReadonlySet<string>;
  nearStems: ReadonlyMap<string, readonly string[]>;
}

type PackBase = Pick<CompiledPack, 'language' | 'cjk' | 'synonyms'>;

/** A goal word is read as a typo only when its stem has this many letters (shorter are too alike). */
export const TYPO_MIN_LETTERS = 5;

/** True when one letter added, left out, changed or two side by side swapped turn a into b. */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  if (a.length === b.length) {
    const swapped =
      a[start] === b[start + 1] &&
      a[start + 1] === b[start] &&
      a.slice(start + 2) === b.slice(start + 2);
    return swapped || a.slice(start + 1) === b.slice(start + 1);
  }
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  return shorter.slice(start) === longer.slice(start + 1);
}

/** A word with each one of its letters left out in turn. */
function withOneLetterLess(word: string): string[] {
  const forms: string[] = [];
  for (let i = 0; i < word.length; i++) forms.push(word.slice(0, i) + word.slice(i + 1));
  return forms;
}

function termsOf(goalWords: readonly string[], pack: PackBase) {
  if (pack.language === 'zh') return goalWords.map(toSimplified);
  if (pack.cjk) return goalWords;
  return goalWords.map((word) => stem(pack.synonyms[word] ?? word, pack.language));
}

function compile(pack: LanguagePack<FamilyId>): CompiledPack {
  const synonyms = Object.fromEntries(
    Object.entries(pack.synonyms ?? {}).map(([from, to]) => [normalize(from), normalize(to)]),
  );
  const base: PackBase = { language: pack.language, cjk: isCjk(pack.language), synonyms };
  const families = Object.keys(pack.families) as FamilyId[];
  const byFirstPart = new Map<string, CompiledEntry[]>();
  let longestFirstPart = 0;
  families.forEach((id, family) => {
    // An entry and another one of the family read alike (お手伝い and おてつだい) are one entry:
    // its forms are gathered, so a goal in kana counts it once, not once for each spelling.
    const byForm = new Map<string, CompiledEntry>();
    for (const raw of pack.families[id].match) {
      const weak = raw.startsWith('~');
      const written = weak ? raw.slice(1) : raw;
      const parts = termsOf(words(written), base);
      if (parts[0] === undefined) continue;
      const forms = [parts, ...readingForms(written, parts, pack)];
      const weight = parts.length > 1 ? 2 * parts.length : weak ? 1 : 2;
      const formKey = (form: readonly string[]) => form.join(' ');
      const same = forms.map((form) => byForm.get(formKey(form))).find(Boolean);
      const entry = same ?? { forms: [], weight, family };
      const had = new Set(entry.forms.map(formKey));
      const added = forms.filter((form) => !had.has(formKey(form)));
      entry.forms.push(...added);
      entry.weight = Math.max(entry.weight, weight);
      for (const form of added) byForm.set(formKey(form), entry);
      const firstParts = new Set(added.map((form) => form[0] ?? ''));
      for (const first of firstParts) {
        const filed = byFirstPart.get(first) ?? [];
        if (!filed.includes(entry)) byFirstPart.set(first, [...filed, entry]);
        longestFirstPart = Math.max(longestFirstPart, first.length);
      }
    }
  });
  const known = new Set<string>();
  const nearStems = new Map<string, string[]>();
  if (!base.cjk) {
    const addNear = (key: string, stemmed: string) => {
      const list = nearStems.get(key) ?? [];
      if (!list.includes(stemmed)) nearStems.set(key, [...list, stemmed]);
    };
    for (const entries of byFirstPart.values()) {
      for (const entry of entries) {
        for (const part of entry.forms[0] ?? []) {
          if (known.has(part)) continue;
          known.add(part);
          if (part.length < TYPO_MIN_LETTERS - 1) continue;
          addNear(part, part);
          for (const less of withOneLetterLess(part)) addNear(less, part);
        }
      }
    }
    const texts = [
      ...Object.values(pack.families).flatMap((text) => text.steps),
      ...Object.keys(synonyms),
    ];
    for (const text of texts) for (const word of termsOf(words(text), base)) known.add(word);
  }
  return { ...base, families, byFirstPart, longestFirstPart, known, nearStems };
}

// German typed without umlauts: "aufraeumen" for "aufräumen" (which normalises to "aufraumen").
const spelledOutUmlauts = (word: string) => word.replace(/([aou])e/g, '$1');

/**
 * The entry stem a mistyped goal word stands for: one letter added, left out or changed, and
 * only when exactly one stem of the pack is that close. German words typed with "ae", "oe", "ue"
 * for umlauts are read with the plain vowel first.
 */
function typoFix(term: string, word: string, pack: CompiledPack): string {
  if (pack.cjk || term.length < TYPO_MIN_LETTERS || pack.known.has(term)) return term;
  if (pack.language === 'de') {
    const plain = stem(spelledOutUmlauts(word), pack.language);
    if (plain !== term && pack.known.has(plain)) return plain;
  }
  const found = new Set<string>();
  for (const key of [term, ...withOneLetterLess(term)]) {
    for (const near of pack.nearStems.get(key) ?? []) {
      if (oneEditApart(term, near)) found.add(near);
    }
  }
  const [only, ...others] = [...found];
  return only !== undefined && others.length === 0 ? only : term;
}

/** At most this many mixed spellings of one part of a Japanese entry (mixedSpellings). */
const MIXED_SPELLINGS_MAX = 64;

/** A piece of a spelling: kanji as written, kana as written, or kana written for kanji. */
interface Piece {
  text: string;
  kanji: boolean;
  forKanji: boolean;
}

const asWritten = (text: string, kanji: boolean): Piece => ({ text, kanji, forKanji: false });
const forKanji = (text: string): Piece => ({ text, kanji: false, forKanji: true });

/**
 * A run of kanji written as the goal may write it: as is, in kana, or with its first kanji kept
 * and the rest in kana or the other way round (片付 かたづ: 片づ; 歯磨 はみが: 歯みが; 一口
 * ひとくち: ひと口).
 */
function runSpellings(run: string, read: string): Piece[][] {
  const spellings: Piece[][] = [[asWritten(run, true)], [forKanji(read)]];
  for (let kept = 1; kept < run.length; kept++) {
    for (let at = kept; read.length - at >= run.length - kept; at++) {
      spellings.push([asWritten(run.slice(0, kept), true), forKanji(read.slice(at))]);
      spellings.push([forKanji(read.slice(0, at)), asWritten(run.slice(kept), true)]);
    }
  }
  return spellings;
}

/**
 * The reading of each run of kanji of a part, found through the kana around them (お尻を拭,
 * おしりをふ: しり, ふ), each run as short as the rest allows. Undefined when the reading does
 * not fit the part.
 */
function runReadings(
  pieces: readonly string[],
  read: string,
  piece = 0,
  at = 0,
): string[] | undefined {
  const written = pieces[piece];
  if (written === undefined) return at === read.length ? [] : undefined;
  if (!HAN.test(written)) {
    return read.startsWith(written, at)
      ? runReadings(pieces, read, piece + 1, at + written.length)
      : undefined;
  }
  for (let end = at + 1; end <= read.length; end++) {
    const rest = runReadings(pieces, read, piece + 1, end);
    if (rest) return [read.slice(at, end), ...rest];
  }
  return undefined;
}

/**
 * A part of a Japanese entry written with kanji, in the spellings that mix kanji and kana
 * (お風呂掃除 おふろそうじ: お風呂そうじ; 仕上げ磨き: 仕上げみがき; お尻を拭 おしりをふ: お尻をふ):
 * each run of kanji written as is, in kana, or partly so (runSpellings). Kana written for kanji
 * make, with the kana beside them, at least two kana: 片づけ, お尻をふ, 子ども, but not 通う for
 * 通報 (つう|ほう) or う動 for 運動, which are other words or pieces of them. Only spellings that
 * keep a kanji: the one in kana alone is the reading, matched under READING_MIN's rule.
 */
function mixedSpellings(part: string, read: string): string[] {
  if (!HAN.test(part)) return [];
  const pieces = part.split(/(\p{Script=Han}+)/u).filter(Boolean);
  const readings = runReadings(pieces, read);
  if (!readings) return [];
  let run = 0;
  const options = pieces.map((piece) =>
    HAN.test(piece) ? runSpellings(piece, readings[run++] ?? piece) : [[asWritten(piece, false)]],
  );
  const spellings = new Set<string>();
  const spell = (piece: number, text: string, stretch: number, withKanaForKanji: boolean) => {
    if (spellings.size >= MIXED_SPELLINGS_MAX) return;
    const choices = options[piece];
    if (!choices) {
      if (!withKanaForKanji || stretch >= 2) spellings.add(text);
      return;
    }
    for (const choice of choices) {
      let kana = stretch;
      let kanaForKanji = withKanaForKanji;
      let typable = true;
      for (const chunk of choice) {
        if (chunk.kanji) {
          typable = !kanaForKanji || kana >= 2;
          if (!typable) break;
          kana = 0;
          kanaForKanji = false;
        } else {
          kana += chunk.text.length;
          kanaForKanji ||= chunk.forKanji;
        }
      }
      const spelled = text + choice.map((chunk) => chunk.text).join('');
      if (typable) spell(piece + 1, spelled, kana, kanaForKanji);
    }
  };
  spell(0, '', 0, false);
  return [...spellings].filter((spelling) => spelling !== part && HAN.test(spelling));
}

/**
 * An entry ending in an adjective as the pack writes it (雷が こわい, 水が つめたい) is also found in
 * the adjective's other forms (雷が こわくて, こわくない, こわかった): its い read as く or かっ.
 * Only after another part, where the phrase says which word it is.
 */
function inflectedForms(form: readonly string[]): string[][] {
  const last = form[form.length - 1] ?? '';
  if (form.length < 2 || !last.endsWith('い') || last.length < 3) return [];
  const stem = last.slice(0, -1);
  return [`${stem}く`, `${stem}かっ`].map((ending) => [...form.slice(0, -1), ending]);
}

/** An entry's forms in mixed kanji and kana (mixedSpellings), part by part. */
function mixedForms(parts: readonly string[], reading: readonly string[]): string[][] {
  if (parts.length !== reading.length || !parts.some((part) => HAN.test(part))) return [];
  let forms: string[][] = [[]];
  parts.forEach((part, i) => {
    const read = toHiragana(reading[i] ?? '');
    const options = [part, ...mixedSpellings(part, read)];
    if (HAN.test(part) && read.length >= READING_MIN) options.push(read);
    const longer = forms.flatMap((start) => options.map((option) => [...start, option]));
    forms = longer.length <= MIXED_SPELLINGS_MAX ? longer : forms.map((start) => [...start, part]);
  });
  return forms.filter((form) => form.some((part) => HAN.test(part)));
}

/**
 * A Japanese entry in hiragana: its katakana as hiragana, its kanji through its reading, in the
 * spellings that mix the two (mixedForms), and with an adjective in its other forms
 * (inflectedForms).
 */
function readingForms(
  written: string,
  parts: readonly string[],
  pack: LanguagePack<FamilyId>,
): string[][] {
  if (pack.language !== 'ja') return [];
  const forms: string[][] = [parts.map(toHiragana)];
  const reading = pack.readings?.[written];
  if (reading !== undefined && reading.replace(/ /g, '').length >= READING_MIN) {
    forms.push(words(reading).map(toHiragana));
  }
  if (reading !== undefined) forms.push(...mixedForms(parts.map(toHiragana), words(reading)));
  forms.push(...[parts, ...forms].flatMap(inflectedForms));
  const seen = new Set([parts.join(' ')]);
  return forms.filter((form) => {
    const key = form.join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
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
const GERMAN_INNER_PART = 4;
const partFound = (term: string, part: string, language: PlannerLanguage) =>
  term === part || (language === 'de' && part.length >= GERMAN_INNER_PART && term.includes(part));

/** Where `part` is found at or after `from`, or -1. */
function find(terms: readonly string[], part: string, from: number, pack: CompiledPack): number {
  for (let i = from; i < terms.length; i++) {
    const term = terms[i] ?? '';
    if (pack.cjk ? term.includes(part) : partFound(term, part, pack.language)) return i;
  }
  return -1;
}

/** Kana entries this long are found right after a kanji too (cjkIndex). */
export const KANA_AFTER_KANJI = 3;

const KANA_ONLY = /^[\p{Script=Hiragana}\p{Script=Katakana}ー]+$/u;
const HAN = /\p{Script=Han}/u;

/**
 * Where `part` is found in `text` at or after `from`, or -1. A short Japanese entry in kana alone
 * (under KANA_AFTER_KANJI kana) is not found right after a kanji: there it is the kana ending of
 * another word (まる in 止まる, かす in 動かす), not the word itself. A longer one is a word of its
 * own after a kanji word (ふとん in 毎朝ふとん, はみがき in 毎晩はみがき).
 */
function cjkIndex(text: string, part: string, from: number, japanese: boolean): number {
  let index = text.indexOf(part, from);
  if (!japanese || part.length >= KANA_AFTER_KANJI || !KANA_ONLY.test(part)) return index;
  while (index > 0 && HAN.test(text[index - 1] ?? '')) index = text.indexOf(part, index + 1);
  return index;
}

/** Characters of a run, in order: "鞋 带" is found in "系鞋带". */
function cjkFormFound(texts: readonly string[], form: readonly string[], japanese: boolean) {
  return texts.some((text) => {
    let at = 0;
    for (const part of form) {
      const index = cjkIndex(text, part, at, japanese);
      if (index < 0) return false;
      at = index + part.length;
    }
    return true;
  });
}

function entryFound(
  terms: readonly string[],
  cjkTexts: readonly string[],
  entry: CompiledEntry,
  pack: CompiledPack,
) {
  if (pack.cjk) {
    const japanese = pack.language === 'ja';
    return entry.forms.some((form) => cjkFormFound(cjkTexts, form, japanese));
  }
  const parts = entry.forms[0] ?? [];
  if (parts.length === 1) return true; // its only part is how it became a candidate
  let at = 0;
  for (const part of parts) {
    const index = find(terms, part, at, pack);
    if (index < 0) return pack.language === 'de' && gluedInOrder(terms, parts);
    at = index + 1;
  }
  return true;
}

/**
 * German glues a phrase into one word ("Wäsche aufhängen" → "Wäscheaufhängen", "Klavier üben" →
 * "Klavierüben"): a phrase whose parts are all long enough to be glued words is also found with
 * its parts in order inside the goal's words, spaces or not.
 */
function gluedInOrder(terms: readonly string[], parts: readonly string[]): boolean {
  if (parts.some((part) => part.length < GERMAN_INNER_PART)) return false;
  const text = terms.join(' ');
  let at = 0;
  for (const part of parts) {
    const index = text.indexOf(part, at);
    if (index < 0) return false;
    at = index + part.length;
  }
  return true;
}

/**
 * Every piece of the goal an entry's first part can be: its terms, and for German every inner
 * piece of a term long enough to be a glued word, for Chinese and Japanese every run of
 * characters (the text has no spaces to split on).
 */
function candidatePieces(
  terms: readonly string[],
  cjkTexts: readonly string[],
  pack: CompiledPack,
) {
  if (!pack.cjk && pack.language !== 'de') return new Set(terms);
  const pieces = new Set<string>(pack.cjk ? [] : terms);
  const shortest = pack.cjk ? 1 : GERMAN_INNER_PART;
  for (const text of pack.cjk ? cjkTexts : terms) {
    for (let from = 0; from < text.length; from++) {
      const last = Math.min(text.length, from + pack.longestFirstPart);
      for (let to = from + shortest; to <= last; to++) pieces.add(text.slice(from, to));
    }
  }
  return pieces;
}

export interface FamilyMatch {
  family: FamilyId;
  score: number;
  /** The pack whose words matched (a goal may be typed in another language than asked for). */
  matchedIn: PlannerLanguage;
}

/** A Chinese or Japanese goal's text without spaces, and for Japanese in hiragana too. */
function cjkTextsOf(terms: readonly string[], pack: CompiledPack): string[] {
  if (!pack.cjk) return [];
  const text = terms.join('');
  const hiragana = pack.language === 'ja' ? toHiragana(text) : text;
  return hiragana === text ? [text] : [text, hiragana];
}

/** Where a one-part entry stands in the goal's texts: [text, start, end] for each place. */
function placesOf(entry: CompiledEntry, texts: readonly string[], japanese: boolean) {
  const places: [number, number, number][] = [];
  for (const form of entry.forms) {
    const [part] = form;
    if (form.length !== 1 || !part) continue;
    texts.forEach((text, t) => {
      for (let at = cjkIndex(text, part, 0, japanese); at >= 0;) {
        places.push([t, at, at + part.length]);
        at = cjkIndex(text, part, at + 1, japanese);
      }
    });
  }
  return places;
}

/**
 * A Chinese or Japanese entry of one part found only inside a longer word another family names
 * (服 of 服务员, 種 of 予防接種, 菜 of 点菜) is a piece of that word, not the word itself: it does
 * not count. A Japanese word with kanji followed there by kana is still a word of its own: the
 * kana is its ending or a particle (片付け in 片付ける, 食器 in 食器を片付); a word in kana alone
 * inside a longer kana word (おふろ in おふろそうじ) is not.
 */
function insideLongerWord(
  entry: CompiledEntry,
  found: ReadonlySet<CompiledEntry>,
  texts: readonly string[],
  pack: CompiledPack,
): boolean {
  const japanese = pack.language === 'ja';
  const own = placesOf(entry, texts, japanese);
  if (own.length === 0) return false;
  const longer = [...found]
    .filter((other) => other.family !== entry.family)
    .flatMap((other) => placesOf(other, texts, japanese));
  return own.every(([t, start, end]) => {
    const text = texts[t] ?? '';
    const kanaWord = !HAN.test(text.slice(start, end));
    return longer.some(([u, from, to]) => {
      if (u !== t || from > start || end > to || to - from === end - start) return false;
      const next = [start > from ? text[start - 1] : '', end < to ? text[end] : ''].join('');
      return HAN.test(next) || (kanaWord && next !== '');
    });
  });
}

/**
 * German: a one-part entry found only inside a glued goal word, where a longer entry is found too
 * and holds it ("Kuchen" in "Pfannkuchen", "Schuh" in "Handschuh"), is a piece of that word, not
 * the word itself: it does not count, for another family, nor twice for its own ("schwimm" and
 * "Schwimmbad" in "Schwimmbad"). Found as the whole word, it does.
 */
function insideLongerGermanWord(
  entry: CompiledEntry,
  found: ReadonlySet<CompiledEntry>,
  terms: readonly string[],
): boolean {
  const [part, ...rest] = entry.forms[0] ?? [];
  if (part === undefined || rest.length > 0) return false;
  const places = terms.filter((term) => partFound(term, part, 'de'));
  if (places.length === 0 || places.some((term) => term === part)) return false;
  const longer = [...found]
    .filter((other) => other !== entry)
    .map((other) => other.forms[0] ?? [])
    .filter((form) => form.length === 1 && form[0] !== undefined && form[0].length > part.length)
    .map((form) => form[0] as string)
    .filter((word) => word.includes(part));
  return places.every((term) => longer.some((word) => term.includes(word)));
}

/** The best-scoring family for a goal's words in one pack, whatever its score. */
function bestFamilyIn(
  goalWords: readonly string[],
  pack: LanguagePack<FamilyId>,
  readTypos = false,
): FamilyMatch | undefined {
  const compiledOne = compiledPack(pack);
  const exact = termsOf(goalWords, compiledOne);
  const terms = readTypos
    ? exact.map((term, i) => typoFix(term, goalWords[i] ?? '', compiledOne))
    : exact;
  if (terms.length === 0) return undefined;
  const cjkTexts = cjkTextsOf(terms, compiledOne);
  const counted = new Set<CompiledEntry>();
  for (const piece of candidatePieces(terms, cjkTexts, compiledOne)) {
    for (const entry of compiledOne.byFirstPart.get(piece) ?? []) {
      if (counted.has(entry) || !entryFound(terms, cjkTexts, entry, compiledOne)) continue;
      counted.add(entry);
    }
  }
  const scores = new Map<number, number>();
  for (const entry of counted) {
    if (compiledOne.cjk && insideLongerWord(entry, counted, cjkTexts, compiledOne)) continue;
    if (compiledOne.language === 'de' && insideLongerGermanWord(entry, counted, terms)) continue;
    scores.set(entry.family, (scores.get(entry.family) ?? 0) + entry.weight);
  }
  let best: { family: number; score: number } | undefined;
  for (const [family, score] of scores) {
    if (!best || score > best.score || (score === best.score && family < best.family)) {
      best = { family, score };
    }
  }
  const family = best && compiledOne.families[best.family];
  return best && family ? { family, score: best.score, matchedIn: pack.language } : undefined;
}

/**
 * The family for a goal: first in the packs given in order (the answer's language first),
 * taking the first pack that reaches the threshold. When no pack does with the goal's words as
 * typed, the first pack (the answer's language) once more, reading mistyped words as the pack
 * words they are one letter away from (typoFix): a typo never wins over a word another pack
 * knows, and a word of another language is never read as a typo. Undefined when neither does.
 */
export function matchFamily(
  goal: string,
  packs: readonly LanguagePack<FamilyId>[],
): FamilyMatch | undefined {
  const goalWords = words(goal);
  for (const pack of packs) {
    const best = bestFamilyIn(goalWords, pack);
    if (best && best.score >= MATCH_THRESHOLD) return best;
  }
  const [first] = packs;
  const typed = first && bestFamilyIn(goalWords, first, true);
  return typed && typed.score >= MATCH_THRESHOLD ? typed : undefined;
}
