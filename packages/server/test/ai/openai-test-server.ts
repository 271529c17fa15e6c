import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the test server does with one chat-completion request. */
export type Reply =
  | { status: 200; content: string; usage?: { prompt_tokens: number; completion_tokens: number } }
  | { status: number; error: string }
  | 'hang';

export interface OpenAITestServer {
  /** The base URL a client is configured with, ending in /v1. */
  baseUrl: string;
  /** Every request body received, parsed. */
  requests: Record<string, unknown>[];
  /** Every request's Authorization header. */
  authorizations: (string | undefined)[];
  reply: (next: Reply | ((body: Record<string, unknown>) => Reply)) => void;
  close: () => Promise<void>;
}

const readJson = async (request: IncomingMessage): Promise<Record<string, unknown>> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
};

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

/** A small OpenAI-compatible endpoint: POST /v1/chat/completions answering chat.completion JSON. */
export async function startOpenAITestServer(): Promise<OpenAITestServer> {
  const requests: Record<string, unknown>[] = [];
  const authorizations: (string | undefined)[] = [];
  let next: Reply | ((body: Record<string, unknown>) => Reply) = {
    status: 500,
    error: 'no reply set',
  };

  const server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      send(response, 404, { error: { message: 'not found' } });
      return;
    }
    void readJson(request).then((body) => {
      requests.push(body);
      authorizations.push(request.headers.authorization);
      const reply = typeof next === 'function' ? next(body) : next;
      if (reply === 'hang') return; // never answers: the client's timeout must end the call
      if ('error' in reply) {
        send(response, reply.status, { error: { message: reply.error, type: 'server_error' } });
        return;
      }
      const usage = reply.usage ?? { prompt_tokens: 0, completion_tokens: 0 };
      send(response, 200, {
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: String(body.model),
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: reply.content },
            finish_reason: 'stop',
          },
        ],
        usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    authorizations,
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
