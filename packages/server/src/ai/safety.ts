/**
 * Child-safety filter: every step passes through here before a child sees it, whoever wrote it
 * (a model or the offline planner), and so does the goal text before it is repeated or sent.
 *
 * 1. The step is cleaned (list numbering, markdown and extra sentences removed).
 * 2. Its text is normalised several ways (text.ts normalize: NFKC, case fold, accents; plus
 *    look-alike letters from other scripts, leetspeak, s p a c e d letters and stretched
 *    letters), so "Ｋｎｉｆｅ", "knіfe" with a Cyrillic і, "kn1fe" and "k n i f e" all read "knife".
 * 3. Each hazard category of safety-lexicon.ts is checked in all six languages: a `never` term
 *    drops the step; a `withGrownUp` term keeps it when a grown-up is named, adds one when not
 *    ("Cut the apple with a knife" → "… with a grown-up"), and drops it next to "alone".
 * 4. Personal data, links, model chatter, questions and overlong steps are dropped.
 * The rules are word lists on purpose: predictable, testable, and wrong on the safe side.
 */
import {
  aloneTerms,
  grownUpTerms,
  hazardRules,
  withGrownUpWording,
  type HazardCategory,
} from './safety-lexicon';
import { detectLanguage, normalize, PLANNER_LANGUAGES, type PlannerLanguage } from './text';

/** Longest step a child is shown, counted after cleaning. */
export const MAX_STEP_LENGTH = 80;
/** A breakdown never shows more steps than this. */
export const MAX_STEPS = 7;
/** Fewer safe steps than this and the caller uses the offline planner instead. */
export const MIN_STEPS = 3;

export type DropReason =
  | HazardCategory
  | 'personal-data'
  | 'link'
  | 'off-topic'
  | 'too-long'
  | 'empty'
  | 'duplicate'
  | 'too-many';

export type { HazardCategory } from './safety-lexicon';

type Terms = Readonly<Partial<Record<PlannerLanguage, readonly string[]>>>;

/**
 * One category's terms, ready to test: a regex for Latin scripts; for Chinese and Japanese, each
 * term's parts filed under the first character of its first part, so a text is only checked
 * against the terms that can start in it.
 */
interface CompiledTerms {
  latin: RegExp | undefined;
  cjk: Map<string, string[][]>;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function latinSource(term: string): string {
  if (term.startsWith('/') && term.endsWith('/')) return term.slice(1, -1);
  const clean = term
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’](?=(?:s|t|re|ve|ll|d|m)\b)/g, '')
    .replace(/['’]/g, ' ')
    .replace(/-/g, ' ');
  const open = clean.startsWith('*');
  const prefix = clean.endsWith('*');
  const body = clean
    .replace(/^\*|\*$/g, '')
    .split(/\s+/)
    .map(escapeRegex)
    // Words of a phrase in order, at most one other word between them ("cross the busy road").
    .join('\\s+(?:\\w+\\s+)?');
  return `${open ? '\\w*' : '\\b'}${body}${prefix ? '\\w*' : '\\b'}`;
}

function compileTerms(terms: Terms): CompiledTerms {
  const latin: string[] = [];
  const cjk = new Map<string, string[][]>();
  for (const language of PLANNER_LANGUAGES) {
    for (const term of terms[language] ?? []) {
      if (language === 'zh' || language === 'ja') {
        const parts = normalize(term).split(' ').filter(Boolean);
        const [first] = Array.from(parts[0] ?? '');
        if (first) cjk.set(first, [...(cjk.get(first) ?? []), parts]);
      } else {
        latin.push(latinSource(term));
      }
    }
  }
  return { latin: latin.length ? new RegExp(latin.join('|')) : undefined, cjk };
}

function cjkFound(text: string, parts: readonly string[]): boolean {
  let at = 0;
  for (const part of parts) {
    const index = text.indexOf(part, at);
    if (index < 0) return false;
    at = index + part.length;
  }
  return true;
}

function found(terms: CompiledTerms, forms: TextForms): boolean {
  if (terms.latin && forms.latin.some((form) => terms.latin?.test(form))) return true;
  for (const char of forms.cjkChars) {
    for (const parts of terms.cjk.get(char) ?? []) {
      if (cjkFound(forms.cjk, parts)) return true;
    }
  }
  return false;
}

const rules = hazardRules.map((rule) => ({
  category: rule.category,
  withGrownUp: compileTerms(rule.withGrownUp),
  never: compileTerms(rule.never),
}));
const grownUp = compileTerms(grownUpTerms);
const alone = compileTerms(aloneTerms);

// Letters of other scripts that look like Latin ones: "knіfe" with a Cyrillic і reads "knife".
const CONFUSABLES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  һ: 'h',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ү: 'y',
  ɡ: 'g',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  ϲ: 'c',
  ı: 'i',
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ħ: 'h',
};
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
  '€': 'e',
  '£': 'l',
};

const mapChars = (text: string, map: Record<string, string>) =>
  Array.from(text, (char) => map[char] ?? char).join('');

// "k n i f e" → "knife": three or more single letters in a row are one word spelt out.
const joinSpelledOut = (text: string) =>
  text.replace(/(?:\b\p{L} ){2,}\p{L}\b/gu, (run) => run.replace(/ /g, ''));
// "kniiife" → "knife"
const unstretch = (text: string) => text.replace(/(\p{L})\1{2,}/gu, '$1');

interface TextForms {
  /** Forms to test Latin-script terms on. */
  latin: readonly string[];
  /** The text for Chinese and Japanese terms, spaces removed. */
  cjk: string;
  /** The characters of `cjk`, each once: where a Chinese or Japanese term can start. */
  cjkChars: ReadonlySet<string>;
}

// A step is often checked twice in a row (its hazard, then whether a grown-up is named; a goal
// as typed and as cleaned): the latest text's forms are kept.
let latest: { text: string; forms: TextForms } | undefined;

/** The forms of a text the filter checks, so disguised words are still found. */
export function textForms(text: string): TextForms {
  if (latest?.text !== text) latest = { text, forms: formsOf(text) };
  return latest.forms;
}

function formsOf(text: string): TextForms {
  const base = mapChars(
    text
      .normalize('NFKC')
      .replace(/\p{Cf}/gu, '')
      .toLowerCase(),
    CONFUSABLES,
  );
  const plain = normalize(base);
  const leet = normalize(mapChars(base, LEET));
  const leetL = normalize(mapChars(base, { ...LEET, '1': 'l' }));
  const forms = new Set<string>();
  for (const form of [plain, leet, leetL]) {
    forms.add(form);
    forms.add(unstretch(joinSpelledOut(form)));
  }
  const cjk = plain.replace(/ /g, '');
  return { latin: [...forms], cjk, cjkChars: new Set(cjk) };
}

/** The hazard a text mentions, if any (`never` terms first), and whether it is fine with a grown-up. */
export function findHazard(
  text: string,
): { category: HazardCategory; withGrownUp: boolean } | undefined {
  const forms = textForms(text);
  for (const rule of rules) {
    if (found(rule.never, forms)) return { category: rule.category, withGrownUp: false };
  }
  for (const rule of rules) {
    if (found(rule.withGrownUp, forms)) return { category: rule.category, withGrownUp: true };
  }
  return undefined;
}

/** True when the text names a grown-up (in any of the six languages). */
export const namesGrownUp = (text: string): boolean => found(grownUp, textForms(text));

const personalData =
  /\b((?:home |your |street )address(?:es)?|phone numbers?|telephone|passwords?|e-?mail|credit cards?|bank (?:account|card|details)s?|social security|passport|your (?:full|last) name|birth ?date|date of birth|contrase[nñ]a|mot de passe|passwort|tel[eé]fono|t[eé]l[eé]phone|telefonnummer|adresse|direcci[oó]n)\b|密码|电话号码|住址|パスワード|でんわばんごう|電話番号|\+?\d[\d\s().-]{6,}\d|\b\d+\s+\w+\s+(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr)\b/i;
const link =
  /(https?:\/\/|www\.|\]\(|\b[\w-]+\.(?:com|org|net|io|co|uk|edu|gov|app|ly|me|info|biz|tv|de|fr|es|jp|cn)\b)/i;
const offTopic =
  /\b(as an ai|language model|i cannot|i can'?t help|i'?m sorry|i am sorry|here (?:are|is) (?:the|some|your)|good luck|hope this helps|let me know)|^(?:great job|good job|well done|you did it|have fun|enjoy)\b/i;

/**
 * Removes what lists and markdown add around a step ("1.", "Step 2:", "- ", "**", "#"), keeps the
 * first sentence, and drops a final full stop so the board shows "1. Make your bed".
 */
export function cleanStep(raw: string): string {
  let text = raw.replace(/\s+/g, ' ').trim();
  text = text.replace(/^#{1,6}\s*/, '');
  // Numbering and bullets, possibly several ("- 1. ", "**Step 1:**").
  for (let i = 0; i < 3; i++) {
    text = text
      .replace(/^(?:[-*•·+>]|\d{1,2}[.):]|\(\d{1,2}\)|[a-g][.)](?=\s))\s*/i, '')
      .replace(/^\*{1,2}\s*step\s*\d{1,2}\s*[:.)-]\s*\*{0,2}\s*/i, '')
      .replace(/^step\s*\d{1,2}\s*[:.)-]\s*/i, '')
      .trim();
  }
  // Markdown emphasis and code, keeping the words.
  text = text.replace(/(\*{1,3}|_{2,3}|`+|~~)(.+?)\1/g, '$2').replace(/[*`]/g, '');
  // First sentence only: a step is one thing to do.
  const sentenceEnd = /[.!?](?=\s+\S)/.exec(text);
  if (sentenceEnd) text = text.slice(0, sentenceEnd.index + 1);
  text = text.replace(/\s*[.;:,]+$/, '').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export type StepCheck =
  | {
      ok: true;
      step: string;
      /** Set when a grown-up was added to make the step safe. */ addedGrownUp?: HazardCategory;
    }
  | { ok: false; reason: DropReason };

/**
 * Cleans one step and decides whether a child may see it, adding a grown-up when that makes it
 * fine. `language` is the plan's language, for the added words; else the step's own, else English.
 */
export function checkStep(raw: string, language?: PlannerLanguage): StepCheck {
  const step = cleanStep(raw);
  if (!/\p{L}{2,}/u.test(step)) return { ok: false, reason: 'empty' };
  const hazard = findHazard(step);
  if (hazard && !hazard.withGrownUp) return { ok: false, reason: hazard.category };
  if (personalData.test(step)) return { ok: false, reason: 'personal-data' };
  if (link.test(step)) return { ok: false, reason: 'link' };
  if (offTopic.test(step)) return { ok: false, reason: 'off-topic' };
  // A question is not something to do.
  if (/[?？]$/.test(step)) return { ok: false, reason: 'off-topic' };
  if (step.length > MAX_STEP_LENGTH) return { ok: false, reason: 'too-long' };
  if (!hazard) return { ok: true, step };
  const forms = textForms(step);
  if (found(alone, forms)) return { ok: false, reason: hazard.category };
  if (found(grownUp, forms)) return { ok: true, step };
  const rewritten = withGrownUpWording[language ?? detectLanguage(step) ?? 'en'](step);
  if (rewritten.length > MAX_STEP_LENGTH) return { ok: false, reason: 'too-long' };
  return { ok: true, step: rewritten, addedGrownUp: hazard.category };
}

export interface SafetyResult {
  /** The steps a child may see, cleaned, in their original order, at most MAX_STEPS. */
  steps: string[];
  /** For each kept step, its index in the input (so what came with it, a picture, follows it). */
  sources: number[];
  /** How many steps were removed (unsafe, off-topic, too long, duplicates or beyond MAX_STEPS). */
  dropped: number;
  /** Why each removed step went, in input order; useful for logs and tests. */
  reasons: DropReason[];
  /** How many kept steps had a grown-up added. */
  grownUpsAdded: number;
}

const sameStepKey = (step: string) => normalize(step);

/** Applies checkStep to every step, then removes duplicates and anything beyond MAX_STEPS. */
export function filterSteps(rawSteps: readonly string[], language?: PlannerLanguage): SafetyResult {
  const steps: string[] = [];
  const sources: number[] = [];
  const reasons: DropReason[] = [];
  const seen = new Set<string>();
  let grownUpsAdded = 0;
  for (const [index, raw] of rawSteps.entries()) {
    const check = checkStep(raw, language);
    if (!check.ok) {
      reasons.push(check.reason);
      continue;
    }
    const key = sameStepKey(check.step);
    if (seen.has(key)) {
      reasons.push('duplicate');
      continue;
    }
    seen.add(key);
    steps.push(check.step);
    sources.push(index);
    if (check.addedGrownUp) grownUpsAdded++;
  }
  const kept = steps.slice(0, MAX_STEPS);
  for (let i = kept.length; i < steps.length; i++) reasons.push('too-many');
  return {
    steps: kept,
    sources: sources.slice(0, MAX_STEPS),
    dropped: rawSteps.length - kept.length,
    reasons,
    grownUpsAdded,
  };
}

/** Details a family might type about itself, and links: never sent to a model. */
const personalDetails = [
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  /(?:https?:\/\/|www\.)\S+/gi,
  /\+?\d[\d\s().-]{6,}\d/g,
  /\b\d+\s+\w+\s+(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr)\b/gi,
];

export type TextForModel = { ok: true; text: string } | { ok: false; reason: HazardCategory };

/**
 * A family's own words (a goal, its context) as they may leave the machine for a model: not at
 * all when they ask for something no grown-up makes safe (the offline planner, which sends
 * nothing anywhere, answers instead), and never with an e-mail address, a phone number, a
 * street address or a link in them.
 */
export function textForModel(text: string): TextForModel {
  const hazard = findHazard(text);
  if (hazard && (!hazard.withGrownUp || found(alone, textForms(text)))) {
    return { ok: false, reason: hazard.category };
  }
  const cleaned = personalDetails.reduce((kept, detail) => kept.replace(detail, ' '), text);
  return { ok: true, text: cleaned.replace(/\s+/g, ' ').trim() };
}

/**
 * True when a piece of text (e.g. a goal's own words) may be repeated to a child as it is: it
 * passes the filter and mentions no hazard at all.
 */
export const isSafeText = (text: string): boolean => {
  const check = checkStep(text);
  return check.ok && !check.addedGrownUp && !findHazard(text);
};
