/**
 * One goal of the evaluation set and what a relevant plan for it must mention: any one of the
 * `|`-separated words, found in the plan's text (case, accents and width ignored). For example
 * "Learn to tie my shoes" must mention lace, loop or bow.
 */
export type EvalCase = readonly [goal: string, mentions: string];
