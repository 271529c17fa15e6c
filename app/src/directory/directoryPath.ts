import { pathWithoutLanguage } from '../i18n/languages';

/** Whether `pathname` is the directory's screen (/users, or under a language prefix). */
export const isDirectoryPath = (pathname: string): boolean =>
  pathWithoutLanguage(pathname).replace(/(.)\/$/, '$1') === '/users';
