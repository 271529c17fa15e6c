import { findMessage } from '@taskboard/contract/messages';

/**
 * The body the server answers a failure with these words: `detail`, and when the words are one of
 * the contract's messages for people, that message's id (and its values). The ids themselves are
 * checked word for word in error-messages.test.ts.
 */
export function failureAnswer(detail: string): Record<string, unknown> {
  const said = findMessage(detail);
  if (!said) return { detail };
  return said.values
    ? { detail, message_id: said.id, message_values: said.values }
    : { detail, message_id: said.id };
}

/**
 * A failure's body without its message's id, for tests of the rest of its shape; the id, when
 * there is one, must be the message of its `detail`.
 */
export function withoutMessageId(body: Record<string, unknown>): Record<string, unknown> {
  const { message_id: id, message_values: values, ...rest } = body;
  if (id !== undefined || values !== undefined) {
    const expected = failureAnswer(String(body.detail));
    if (
      expected.message_id !== id ||
      JSON.stringify(expected.message_values) !== JSON.stringify(values)
    ) {
      throw new Error(`The message id ${String(id)} is not the one of "${String(body.detail)}"`);
    }
  }
  return rest;
}
