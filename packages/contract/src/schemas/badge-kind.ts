import { z } from 'zod';

/**
 * The badges that count finished tasks by their goal's category. Every category carries one of
 * these kinds, or none (`null`): the rules count a task by its category's kind, never by the
 * category's name, so a badge can be earned under every theme and in every language.
 */
export const categoryBadgeKinds = ['HELPER', 'LEARNER', 'CREATIVE_THINKER'] as const;
export const categoryBadgeKind = z.enum(categoryBadgeKinds);
export type CategoryBadgeKind = z.infer<typeof categoryBadgeKind>;
