/**
 * The badges a category's finished tasks can count towards (the API's `badge_kind`); `null` is
 * none. A category named anything, in any language, counts by the kind chosen for it.
 */
export const themeBadgeKinds = ['HELPER', 'LEARNER', 'CREATIVE_THINKER'] as const;
export type ThemeBadgeKind = (typeof themeBadgeKinds)[number];
