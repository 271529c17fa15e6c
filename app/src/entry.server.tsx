import { PassThrough, Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { activateLanguage } from './i18n/i18n';
import { languageOfPath, sourceLanguage } from './i18n/languages';

// Used only at build time, to prerender the public pages (in the language their address names)
// and the single-page fallback into static HTML (there is no server rendering at run time:
// `ssr: false`). The whole document is awaited (onAllReady) so the streamed hydration data is
// complete in the file, and written in its place whatever its size: React would otherwise move
// a large part (a list of articles) to the end of the file, behind a script that puts it back,
// and a visitor without JavaScript would see only the loading state.
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): Promise<Response> {
  await activateLanguage(languageOfPath(new URL(request.url).pathname) ?? sourceLanguage);
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<ServerRouter context={context} url={request.url} />, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        headers.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(Readable.toWeb(body) as ReadableStream, { status, headers }));
        pipe(body);
      },
      onShellError: reject,
    });
  });
}
