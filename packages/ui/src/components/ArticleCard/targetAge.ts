// How an article's target age reads (content spec §5, §9), free of React so it is unit-tested.

import { defineMessages } from '../../messages/defineMessages';
import { icu } from '../../messages/icu';

/** The words for a target age, part of ArticleCard's messages. */
export type TargetAgeMessages = {
  /** A child's age range, from `age` to `age + 1`. */
  ageRange: (from: number, to: number) => string;
  /** Above 27: written for parents. */
  parentAge: string;
  /** No target age. */
  unknownAge: string;
};

/** The words for a target age, declared as part of ArticleCard's texts. */
export const targetAgeTexts = {
  ageRange: icu('{from}-{to}', (from: number, to: number) => ({ from, to })),
  parentAge: 'Parent',
  unknownAge: 'N/A',
};

export const defaultTargetAgeMessages: TargetAgeMessages = defineMessages(
  'articleCard',
  targetAgeTexts,
);

/** Above 27 reads 'Parent'; otherwise the range 'n-(n+1)'; none (or 0) reads 'N/A'. */
export function formatTargetAge(
  targetAge: number | null | undefined,
  text: TargetAgeMessages = defaultTargetAgeMessages,
): string {
  if (!targetAge || !Number.isFinite(targetAge)) return text.unknownAge;
  if (targetAge > 27) return text.parentAge;
  return text.ageRange(targetAge, targetAge + 1);
}
