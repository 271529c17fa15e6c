/** One Server-Sent Event as a browser's EventSource would hand it over. */
export interface SseEvent {
  event: string;
  id: string | undefined;
  data: string;
}

/**
 * A reader of one text/event-stream response over real HTTP, for tests: the events received so
 * far, a wait for the next matching one, and close. Parses the format as the HTML standard's
 * EventSource does (fields per line, a blank line ends an event; comments ignored).
 */
export async function openSse(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let ended = false;

  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      let current: SseEvent = { event: 'message', id: undefined, data: '' };
      let hasData = false;
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let newline: number;
          while ((newline = buffer.indexOf('\n')) >= 0) {
            const line = buffer.slice(0, newline);
            buffer = buffer.slice(newline + 1);
            if (line === '') {
              if (hasData) events.push(current);
              current = { event: 'message', id: undefined, data: '' };
              hasData = false;
              for (const wake of waiters) wake();
              continue;
            }
            if (line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'event') current.event = value;
            else if (field === 'id') current.id = value;
            else if (field === 'data') {
              current.data = hasData ? `${current.data}\n${value}` : value;
              hasData = true;
            }
          }
        }
      } catch {
        // Aborted by close(), or the server ended the stream.
      }
      ended = true;
      for (const wake of waiters) wake();
    })();
  } else {
    ended = true;
  }

  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    /** The body of a refused stream (its JSON error). */
    text: response.ok ? undefined : await response.text(),
    events,
    get ended() {
      return ended;
    },
    /** The first event (from the start) that matches, waiting up to `timeoutMs` for it. */
    async waitFor(match: (event: SseEvent) => boolean, timeoutMs = 5000): Promise<SseEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        if (ended) throw new Error('the stream ended before the event came');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
    },
    /** Resolves once the server ended the stream (or after `timeoutMs`, rejecting). */
    async waitForEnd(timeoutMs = 5000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (!ended) {
        if (Date.now() > deadline) throw new Error(`the stream did not end within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => controller.abort(),
  };
}

export type SseStream = Awaited<ReturnType<typeof openSse>>;

/** The FamilyEvent of each `change` event received so far. */
export const changesOf = (stream: SseStream) =>
  stream.events
    .filter((e) => e.event === 'change')
    .map(
      (e) =>
        JSON.parse(e.data) as {
          id: number;
          user_id: number;
          kind: string;
          data: Record<string, unknown>;
        },
    );
