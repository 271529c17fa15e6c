import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { serverLogPath } from './environment';

/**
 * The newest link the server's console outbox printed for `email` whose path is `path`
 * (e.g. '/verify-email'), in the global server's log or the one at `logPath`. Polls, because the
 * mail is written just after the HTTP answer.
 */
export async function latestMailLink(
  email: string,
  path: string,
  logPath: string = serverLogPath,
): Promise<URL> {
  let link: URL | undefined;
  await expect
    .poll(
      () => {
        const lines = readFileSync(logPath, 'utf8').split('\n');
        const links = lines
          .filter((line) => line.includes('[mail]') && line.includes(`to=${email}`))
          .map((line) => /link=(\S+)/.exec(line)?.[1])
          .filter((value): value is string => value !== undefined)
          .map((value) => new URL(value))
          .filter((url) => url.pathname === path);
        link = links.at(-1);
        return link?.href;
      },
      { message: `a ${path} link mailed to ${email}` },
    )
    .toBeTruthy();
  return link as URL;
}
