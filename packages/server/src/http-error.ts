import { messageText, type Message } from '@taskboard/contract/messages';

/**
 * An expected failure a client can act on; the error handler answers `{ detail }` with it, and
 * the message's id (`message_id`, `message_values`) when it is one of the contract's messages.
 */
export class HttpError extends Error {
  /** The spec's English words. */
  readonly detail: string;
  /** The message, by its id, when the failure was given one. */
  readonly said: Message | undefined;

  constructor(
    readonly statusCode: number,
    detail: string | Message,
    /** Headers the answer carries (`retry-after` on a 429). */
    readonly headers: Record<string, string> = {},
    /** More of the answer beside `detail` (the task as it is now, on a 412). */
    readonly body: Record<string, unknown> = {},
  ) {
    const text = typeof detail === 'string' ? detail : messageText(detail.id, detail.values);
    super(text);
    this.name = 'HttpError';
    this.detail = text;
    this.said = typeof detail === 'string' ? undefined : detail;
  }
}

export const unauthorized = () => new HttpError(401, { id: 'auth.required' });
