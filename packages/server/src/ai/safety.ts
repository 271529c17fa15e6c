/**
 * Child-safety filter: every step passes through here before a child sees it, whoever wrote it.
 *
 * A step is first cleaned (list numbering, markdown and extra sentences removed), then dropped
 * when it mentions something a child should not do or see alone, leaks personal data or a link,
 * is not a step at all (model chatter, a question) or is still too long to read at a glance.
 * The rules are word lists on purpose: predictable, testable, and wrong on the safe side.
 */

/** Longest step a child is shown, counted after cleaning. */
export const MAX_STEP_LENGTH = 80;
/** A breakdown never shows more steps than this. */
export const MAX_STEPS = 7;
/** Fewer safe steps than this and the caller uses the offline planner instead. */
export const MIN_STEPS = 3;

export type DropReason =
  | 'knives'
  | 'fire'
  | 'stove-or-oven'
  | 'medicine'
  | 'electricity'
  | 'strangers'
  | 'alcohol'
  | 'weapons'
  | 'violence'
  | 'adult-content'
  | 'personal-data'
  | 'link'
  | 'off-topic'
  | 'too-long'
  | 'empty'
  | 'duplicate'
  | 'too-many';

// Each rule names a kind of danger and the words that reveal it. Word boundaries keep "fireman's
// hat" from hiding "fire" but also stop "kick the ball" from looking like violence.
const unsafeRules: { reason: DropReason; pattern: RegExp }[] = [
  {
    reason: 'knives',
    pattern:
      /\b(knife|knives|blades?|razors?|scalpels?|box ?cutters?|sharp (?:tools?|objects?))\b/i,
  },
  {
    reason: 'fire',
    pattern:
      /\b(fires?|flames?|matchsticks?|(?:box of|light(?:ing)? (?:a |the )?|strike (?:a )?)match(?:es)?|lighters?|candles?|bonfires?|fireworks?|burn(?:ing)?|gas (?:cooker|burner))\b/i,
  },
  {
    reason: 'medicine',
    pattern:
      /\b(medicines?|medications?|pills?|drugs?|vitamins?|painkillers?|bleach|poison(?:ous)?|chemicals?|detergent pods?)\b/i,
  },
  {
    reason: 'electricity',
    pattern:
      /\b(electric(?:al|ity)?|sockets?|(?:power )?outlets?|plug(?:s|ging)? (?:it |something )?in(?:to)?|wires?|cables?|fuse ?box)\b/i,
  },
  {
    reason: 'strangers',
    pattern:
      /\b(strangers?|someone you (?:don'?t|do not) know|people you (?:don'?t|do not) know|online friends?|meet (?:up )?with (?:someone|people) (?:from|you met) online|get in(?:to)? (?:a|someone'?s) car)\b/i,
  },
  {
    reason: 'alcohol',
    pattern:
      /\b(alcohol(?:ic)?|beers?|wines?|vodka|whiske?y|rum|gin|liquor|cocktails?|champagne|drunk|cigarettes?|smok(?:e|ing)|vap(?:e|ing))\b/i,
  },
  {
    reason: 'weapons',
    pattern:
      /\b(guns?|rifles?|pistols?|weapons?|swords?|bombs?|explosives?|ammo|ammunition|bullets?|grenades?|firearms?)\b/i,
  },
  {
    reason: 'violence',
    pattern:
      /\b(kill(?:s|ing)?|murder|stab(?:bing)?|punch(?:ing)? (?:someone|somebody|him|her|them|your)|fight(?:ing)?|blood(?:y)?|beat (?:up|someone|somebody)|attack|choke|strangle|shoot(?:ing)? (?:someone|somebody|people)|hurt (?:someone|somebody|others|people|yourself|him|her|them)|hit (?:someone|somebody|him|her|them|your (?:brother|sister|friend)))\b/i,
  },
  {
    reason: 'adult-content',
    pattern:
      /\b(sex(?:y|ual)?|porn\w*|nude|naked|dating|gambl\w*|casino|bet(?:ting)? money|lingerie|strip club|erotic\w*)\b/i,
  },
  {
    reason: 'personal-data',
    pattern:
      /\b((?:home |your |street )address(?:es)?|phone numbers?|telephone|passwords?|e-?mail|credit cards?|bank (?:account|card|details)s?|social security|passport|where you live|your (?:full|last) name|birth ?date|date of birth)\b|\+?\d[\d\s().-]{6,}\d|\b\d+\s+\w+\s+(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr)\b/i,
  },
  {
    reason: 'link',
    pattern:
      /(https?:\/\/|www\.|\]\(|\b[\w-]+\.(?:com|org|net|io|co|uk|edu|gov|app|ly|me|info|biz|tv)\b)/i,
  },
  {
    reason: 'off-topic',
    pattern:
      /\b(as an ai|language model|i cannot|i can'?t help|i'?m sorry|i am sorry|here (?:are|is) (?:the|some|your)|good luck|hope this helps|let me know)|^(?:great job|good job|well done|you did it|have fun|enjoy)\b/i,
  },
];

// Cooking is a fine goal as long as the hot part belongs to a grown-up.
const stoveOrOven =
  /\b(stoves?|ovens?|hobs?|cooktops?|hot plates?|boiling water|deep fr\w*|grill)\b/i;
const withGrownUp = /\b(grown-?ups?|adults?|parents?|mum|mom|dad)\b/i;

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

export type StepCheck = { ok: true; step: string } | { ok: false; reason: DropReason };

/** Cleans one step and decides whether a child may see it. */
export function checkStep(raw: string): StepCheck {
  const step = cleanStep(raw);
  if (!/[a-z]{2,}/i.test(step)) return { ok: false, reason: 'empty' };
  for (const rule of unsafeRules) {
    if (rule.pattern.test(step)) return { ok: false, reason: rule.reason };
  }
  if (stoveOrOven.test(step) && !withGrownUp.test(step)) {
    return { ok: false, reason: 'stove-or-oven' };
  }
  // A question is not something to do.
  if (step.endsWith('?')) return { ok: false, reason: 'off-topic' };
  if (step.length > MAX_STEP_LENGTH) return { ok: false, reason: 'too-long' };
  return { ok: true, step };
}

export interface SafetyResult {
  /** The steps a child may see, cleaned, in their original order, at most MAX_STEPS. */
  steps: string[];
  /** How many steps were removed (unsafe, off-topic, too long, duplicates or beyond MAX_STEPS). */
  dropped: number;
  /** Why each removed step went, in input order; useful for logs and tests. */
  reasons: DropReason[];
}

const sameStepKey = (step: string) =>
  step
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Applies checkStep to every step, then removes duplicates and anything beyond MAX_STEPS. */
export function filterSteps(rawSteps: readonly string[]): SafetyResult {
  const steps: string[] = [];
  const reasons: DropReason[] = [];
  const seen = new Set<string>();
  for (const raw of rawSteps) {
    const check = checkStep(raw);
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
  }
  const kept = steps.slice(0, MAX_STEPS);
  for (let i = kept.length; i < steps.length; i++) reasons.push('too-many');
  return { steps: kept, dropped: rawSteps.length - kept.length, reasons };
}

/** True when a piece of text (e.g. a goal's own words) would pass the filter as a step. */
export const isSafeText = (text: string): boolean => checkStep(text).ok;
