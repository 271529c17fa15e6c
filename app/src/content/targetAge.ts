import { formatTargetAge } from '@taskboard/ui';
import type { Translate } from '../i18n/useT';

/**
 * A post's target age in the reader's language: the library's age range ('7-8'), or its words for
 * a post written for parents and one without an age, translated.
 */
export function targetAge(age: number | string | null | undefined, t: Translate): string {
  return formatTargetAge(typeof age === 'string' ? Number(age) : age, {
    ageRange: (from, to) => `${from}-${to}`,
    parentAge: t('content.age.parent'),
    unknownAge: t('content.age.unknown'),
  });
}
