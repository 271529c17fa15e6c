import { formatIcu, type MessageValues } from './formatIcu';

// Texts that take values, for defineMessages. A module of its own, so that the ICU reader comes
// only with the components that have such texts: one whose texts are all plain (a public page's
// spinner) ships without it.

/**
 * A text that takes values: its ICU message, how the function's arguments name them, and the
 * English text they make.
 */
export type IcuText<A extends unknown[]> = {
  readonly message: string;
  readonly values: (...args: A) => MessageValues;
  readonly english: (...args: A) => string;
};

/**
 * A text with values. `values` turns the text function's arguments into the message's named
 * values; a Date value is shown as the reader writes a day short ('Nov 24').
 */
/* @__NO_SIDE_EFFECTS__ */
export function icu<A extends unknown[]>(
  message: string,
  values: (...args: A) => MessageValues,
): IcuText<A> {
  return { message, values, english: (...args) => formatIcu(message, values(...args)) };
}
