/**
 * The safety corpus: unsafe and safe steps across the six languages, plus disguised copies of the
 * Latin-script unsafe steps (look-alike letters, leetspeak, full-width letters, hidden spaces),
 * as someone trying to get past a word list would write them.
 */
import { checkStep } from '../../../src/ai/safety';
import { PLANNER_LANGUAGES, type PlannerLanguage } from '../../../src/ai/text';
import { safeSteps } from './safe';
import { unsafeSteps } from './unsafe';

export interface CorpusStep {
  language: PlannerLanguage;
  step: string;
}

const CYRILLIC: Record<string, string> = { a: 'а', e: 'е', o: 'о', c: 'с', p: 'р', i: 'і' };
const LEET: Record<string, string> = { a: '4', e: '3', o: '0', i: '1', s: '5', t: '7' };
const swap = (text: string, map: Record<string, string>) =>
  Array.from(text, (char) => map[char] ?? char).join('');
const fullWidth = (text: string) =>
  Array.from(text, (char) =>
    /[!-~]/.test(char) ? String.fromCodePoint(char.codePointAt(0)! + 0xfee0) : char,
  ).join('');
// A zero-width space inside every word of four letters or more.
const hiddenSpaces = (text: string) => text.replace(/\b(\p{L}{2})(\p{L}{2,})/gu, '$1\u200b$2');

export const disguises: ((text: string) => string)[] = [
  (text) => swap(text, CYRILLIC),
  (text) => swap(text, LEET),
  fullWidth,
  hiddenSpaces,
];

export const unsafeCorpus: CorpusStep[] = PLANNER_LANGUAGES.flatMap((language) => {
  const plain = unsafeSteps[language].map((step) => ({ language, step }));
  if (language === 'zh' || language === 'ja') return plain;
  const disguised = unsafeSteps[language].map((step, index) => ({
    language,
    step: disguises[index % disguises.length]!(step),
  }));
  return [...plain, ...disguised];
});

export const safeCorpus: CorpusStep[] = PLANNER_LANGUAGES.flatMap((language) =>
  safeSteps[language].map((step) => ({ language, step })),
);

/** Blocked: dropped, or kept only with a grown-up added to it. */
export function isBlocked({ step, language }: CorpusStep): boolean {
  const check = checkStep(step, language);
  return !check.ok || check.addedGrownUp !== undefined;
}

/** Passed: kept exactly as written. */
export function passesUnchanged({ step, language }: CorpusStep): boolean {
  const check = checkStep(step, language);
  return check.ok && check.addedGrownUp === undefined && check.step === step;
}
