import http from 'node:http';

export interface AddressedResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { detail?: string; token?: string; challenge?: string } & Record<string, unknown>;
}

/**
 * A JSON request sent over a real socket from the loopback address `from` (127.0.0.1,
 * 127.0.0.2, …: every 127.x address reaches a server listening on 127.0.0.1), so the server
 * sees two clients as it would on the internet, not a forged header.
 */
export function requestFrom(
  from: string,
  base: string,
  method: 'GET' | 'POST',
  path: string,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<AddressedResponse> {
  const body = payload === undefined ? undefined : JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(path, base),
      {
        method,
        localAddress: from,
        agent: false,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: text ? (JSON.parse(text) as AddressedResponse['body']) : {},
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
