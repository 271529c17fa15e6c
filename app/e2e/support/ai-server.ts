import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One answer of the test model: steps (with the tokens they cost), an HTTP error, or a delay first. */
export type ModelReply =
  | { steps: (string | { title: string; icon?: string })[]; tokens?: number; delayMs?: number }
  | { status: number; error: string };

export interface AiTestServer {
  /** The base URL the app server is configured with, ending in /v1. */
  baseUrl: string;
  /** How many chat completions were asked for. */
  calls: () => number;
  reply: (next: ModelReply) => void;
  close: () => Promise<void>;
}

const drain = async (request: IncomingMessage) => {
  for await (const chunk of request) void chunk;
};

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

/**
 * A small OpenAI-compatible endpoint on 127.0.0.1 for the board's AI path: POST
 * /v1/chat/completions answers `{ "steps": [{ "title", "icon" }...] }` as the assistant's message.
 */
export async function startAiTestServer(): Promise<AiTestServer> {
  let next: ModelReply = { status: 500, error: 'no reply set' };
  let calls = 0;

  const server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      send(response, 404, { error: { message: 'not found' } });
      return;
    }
    void drain(request).then(async () => {
      calls += 1;
      const reply = next;
      if ('error' in reply) {
        send(response, reply.status, { error: { message: reply.error, type: 'server_error' } });
        return;
      }
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      const total = reply.tokens ?? 50;
      const prompt = Math.floor(total / 2);
      send(response, 200, {
        id: `chatcmpl-${calls}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: 'test-model',
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              // A plain string is a step without a picture.
              content: JSON.stringify({
                steps: reply.steps.map((step) =>
                  typeof step === 'string' ? { title: step } : step,
                ),
              }),
            },
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: prompt, completion_tokens: total - prompt, total_tokens: total },
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls: () => calls,
    reply: (value) => {
      next = value;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
