/**
 * One goal of the evaluation set and what a relevant plan for it contains: any one of the
 * `|`-separated words, found in the plan's steps. Only words the goal does not already say count
 * (relevance.ts), so each case names at least one thing the plan must bring itself: "Learn to
 * tie my shoes" → lace, loop or bow; "Water the plants" → watering can or pour, not soil.
 */
export type EvalCase = readonly [goal: string, mentions: string];
