import type { Page } from '@playwright/test';
import { storedAuth, type Session } from './board-api';

/** Opens `path` signed in as `session`, as a returning family member would. */
export async function openSignedIn(page: Page, session: Session, path: string) {
  await page.goto(new URL('/login', path.startsWith('http') ? path : session.baseUrl).href);
  await page.evaluate(
    (auth) => localStorage.setItem('auth', JSON.stringify(auth)),
    storedAuth(session),
  );
  await page.goto(path.startsWith('http') ? path : new URL(path, session.baseUrl).href);
}
