import type { FastifyRequest } from 'fastify';
import { languages, type Language } from '@taskboard/contract';

/** The cookie the app writes with the device's language (app/src/i18n/deviceLanguage.ts). */
const LANGUAGE_COOKIE = 'taskboard.lang';

function isLanguage(value: string | undefined): value is Language {
  return (languages as readonly (string | undefined)[]).includes(value);
}

function cookieLanguage(header: string | undefined): Language | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return undefined;
}

/** The first language of an Accept-Language header (by its q weights) the app speaks. */
export function acceptedLanguage(header: string | undefined): Language | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { primary: tag.toLowerCase().split('-')[0], weight: q ? Number(q) : 1, order };
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranked.map(({ primary }) => primary).find(isLanguage);
}

/** The language this device chose (its cookie), else the browser's; undefined when neither says. */
export function requestLanguage(request: FastifyRequest): Language | undefined {
  return (
    cookieLanguage(request.headers.cookie) ?? acceptedLanguage(request.headers['accept-language'])
  );
}

/**
 * The language to send a public page in: the one this device chose (its cookie), else the
 * browser's, else English.
 */
export function pageLanguage(request: FastifyRequest): Language {
  return requestLanguage(request) ?? 'en';
}

/** An address without its language segment: /fr/login is /login (English has none). */
export function pathWithoutLanguage(pathname: string): string {
  const first = pathname.split('/')[1];
  return first !== 'en' && isLanguage(first) ? pathname.slice(first.length + 1) : pathname;
}
