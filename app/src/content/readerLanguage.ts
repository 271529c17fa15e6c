import { activeLanguage } from '../i18n/i18n';
import { languageOfPath, sourceLanguage, type UiLanguage } from '../i18n/languages';

// Which language the library's pages ask the API for. A content page's address names its
// language (/fr/content/{url_id} is French, the bare address English when it is prerendered), so
// the article, its summary and its keywords are in the words of the page around them.

/** The language of a page's address, as the build draws each address: English when bare. */
export const languageOfPage = (url: string): UiLanguage =>
  languageOfPath(new URL(url).pathname) ?? sourceLanguage;

/**
 * The language a reader reads the library in: that of the address, else the language shown
 * (the single-page shell opens a bare address in this device's language).
 */
export const readerLanguage = (url: URL): UiLanguage =>
  languageOfPath(url.pathname) ?? activeLanguage();
