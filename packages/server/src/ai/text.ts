/**
 * Text tools shared by the offline planner and the safety filter: one normal form for any text
 * (so "KNIFE", "knífe" and "Ｋｎｉｆｅ" look alike), light stemming per language (so "shoes",
 * "shoe" and "Schuhe"/"Schuh" meet), and a guess of a goal's language when the request names none.
 */

import { languages, type Language } from '@taskboard/contract';

/** The six UI languages, as the contract's settings name them. */
export const PLANNER_LANGUAGES = languages;
export type PlannerLanguage = Language;

/** Chinese and Japanese are written without spaces: they are matched on characters. */
export const isCjk = (language: PlannerLanguage) => language === 'zh' || language === 'ja';

/**
 * NFKC (full-width letters, ligatures), case fold, accents off (é → e, ü → u, ß → ss), apostrophes
 * dropped, anything else that is not a letter or digit turned to a space.
 */
export function normalize(text: string): string {
  let normal = recentlyNormalized.get(text);
  if (normal === undefined) {
    if (recentlyNormalized.size >= NORMALIZED_KEPT) recentlyNormalized.clear();
    normal = normalizeNow(text);
    recentlyNormalized.set(text, normal);
  }
  return normal;
}

// One plan normalises the same goal several times (language guess, each pack's matching, the
// safety filter): the few latest answers are kept. Bounded, so odd inputs cannot grow it.
const NORMALIZED_KEPT = 256;
const recentlyNormalized = new Map<string, string>();

function normalizeNow(text: string): string {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/ß/g, 'ss')
      // Ligatures spelled out as they are typed on most keyboards (œuf → oeuf, sœur → soeur).
      .replace(/œ/g, 'oe')
      .replace(/æ/g, 'ae')
      .normalize('NFD')
      // Accents off Latin letters only: the marks of Japanese kana (が = か + ゛) are letters' own.
      .replace(/(?<=\p{Script=Latin})\p{M}+/gu, '')
      .normalize('NFC')
      // English contractions join ("don't" → "dont", "Dad's" → "dads"); French elisions part
      // ("l'eau" → "l eau").
      .replace(/['’`´](?=(?:s|t|re|ve|ll|d|m)\b)/g, '')
      .replace(/['’`´]/g, ' ')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}

/**
 * Katakana as hiragana (ハミガキ → はみがき), so a Japanese goal matches however its kana are
 * written; the long-vowel mark and anything else stay as they are.
 */
export const toHiragana = (text: string): string =>
  text.replace(/[\u30a1-\u30f6]/g, (kana) => String.fromCharCode(kana.charCodeAt(0) - 0x60));

/** Words of a text in normal form; Chinese and Japanese text stays one "word" per run. */
export const words = (text: string): string[] => {
  const normal = normalize(text);
  return normal ? normal.split(' ') : [];
};

// Word endings each language adds for plurals and verb forms. Stripping them is crude, but both
// sides of every comparison go through the same function, so "shoes" and "shoe" both become "sho".
const stemmers: Record<Exclude<PlannerLanguage, 'zh' | 'ja'>, (word: string) => string> = {
  en(word) {
    if (word.length <= 3) return word;
    let stem = word;
    let verbForm = false;
    if (stem.endsWith('ies') && stem.length > 4) stem = `${stem.slice(0, -3)}i`;
    else if (stem.endsWith('ing') && stem.length > 5) {
      stem = stem.slice(0, -3);
      verbForm = true;
    } else if (stem.endsWith('ed') && stem.length > 4) {
      stem = stem.slice(0, -2);
      verbForm = true;
    } else if (stem.endsWith('es') && stem.length > 4 && !/[aeiou]es$/.test(stem.slice(-4)))
      stem = stem.slice(0, -2);
    else if (stem.endsWith('s') && !stem.endsWith('ss')) stem = stem.slice(0, -1);
    if (verbForm && /([bdgmnprt])\1$/.test(stem)) stem = stem.slice(0, -1);
    if (stem.length > 3 && stem.endsWith('e')) stem = stem.slice(0, -1);
    if (stem.endsWith('y')) stem = `${stem.slice(0, -1)}i`;
    return stem;
  },
  es(word) {
    if (word.length <= 3) return word;
    let stem = word.replace(/(ar|er|ir)(me|te|se|lo|la|los|las|le|les|nos)$/, '$1');
    if (stem.length > 4 && /[^aeiou]es$/.test(stem)) stem = stem.slice(0, -2);
    else if (stem.endsWith('s')) stem = stem.slice(0, -1);
    if (stem.length > 4 && /(ar|er|ir)$/.test(stem)) stem = stem.slice(0, -2);
    if (stem.length > 3 && /[aoe]$/.test(stem)) stem = stem.slice(0, -1);
    return stem;
  },
  fr(word) {
    if (word.length <= 3) return word;
    let stem = word;
    if (/[sx]$/.test(stem)) stem = stem.slice(0, -1);
    if (stem.length > 4 && /(er|ez)$/.test(stem)) stem = stem.slice(0, -2);
    else if (stem.length > 3 && stem.endsWith('e')) stem = stem.slice(0, -1);
    return stem;
  },
  de(word) {
    if (word.length <= 4) return word;
    const stem = word.replace(/(en|er|em|es|e|n|s)$/, '');
    return stem.length >= 3 ? stem : word;
  },
};

export function stem(word: string, language: PlannerLanguage): string {
  return isCjk(language) ? word : stemmers[language](word);
}

// Small everyday words that give a language away. A goal is only read as Spanish, French or
// German when at least two of its words say so (or its letters do), so English stays the default.
const markers: Record<'es' | 'fr' | 'de', RegExp> = {
  es: /^(el|la|los|las|un|una|mi|mis|con|para|quiero|aprender|hacer|ir|y|del|al|que|por|su|sus|en)$/,
  fr: /^(le|la|les|un|une|mon|ma|mes|avec|pour|je|veux|apprendre|faire|aller|et|du|des|au|aux|de|sur)$/,
  de: /^(der|die|das|den|dem|ein|eine|einen|mein|meine|meinen|mit|fur|ich|will|lernen|machen|und|zum|zur|im|auf|aufraumen)$/,
};
const letterHints: Record<'es' | 'fr' | 'de', RegExp> = {
  es: /[ñ¿¡]/i,
  fr: /[çœèêàùâîôë]/i,
  de: /[äöüß]/i,
};

/** The goal's language when its writing gives it away; undefined when it could be English. */
export function detectLanguage(text: string): PlannerLanguage | undefined {
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return 'ja';
  if (/\p{Script=Han}/u.test(text)) return 'zh';
  const tokens = words(text);
  let best: PlannerLanguage | undefined;
  let bestScore = 1;
  for (const language of ['es', 'fr', 'de'] as const) {
    const score =
      tokens.filter((token) => markers[language].test(token)).length +
      (letterHints[language].test(text) ? 2 : 0);
    if (score > bestScore) {
      best = language;
      bestScore = score;
    }
  }
  return best;
}
