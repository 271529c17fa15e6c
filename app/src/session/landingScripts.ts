import { AUTH_KEY, signedInCookie, SIGNED_IN_COOKIE } from './signedInHint';

// `/` is the profile for a signed-in browser and the landing page for a visitor. The server
// chooses by the signed-in cookie (signedInHint.ts); the session itself lives in localStorage,
// so these few bytes in each page's head check it before the first paint, without the app's
// scripts, and correct the server's choice when the cookie was stale or missing. The server
// allows each by its hash, read from the built pages (packages/server/src/plugins/content-policy.ts).

// Functions, not constants: the build writes them into the pages, and nothing of this module
// need reach the app's scripts.
const stored = () => `localStorage.getItem(${JSON.stringify(AUTH_KEY)})`;
const hide = `document.documentElement.style.visibility='hidden';`;

/**
 * In every prerendered page; it acts only at `/`, where the server sends the landing page to a
 * browser without the cookie. A stored session: the cookie is set and `/` asked for again, which
 * now answers the profile (unless cookies are refused: then the landing page stays). Else the
 * page takes its own address (/homepage, /fr/homepage: the language of <html lang>), so the app
 * starts on the page it shows.
 */
export const landingBootScript = (): string =>
  `(function(){try{if(location.pathname!=='/')return;` +
  `if(${stored()}){document.cookie=${JSON.stringify(signedInCookie(true))};` +
  `if(document.cookie.indexOf(${JSON.stringify(`${SIGNED_IN_COOKIE}=1`)})>=0){${hide}location.reload();return;}}` +
  `var l=document.documentElement.lang;` +
  `history.replaceState(history.state,'',(l&&l!=='en'?'/'+l:'')+'/homepage'+location.search+location.hash);` +
  `}catch(e){}})();`;

/**
 * In the single-page shell (every signed-in screen): the cookie follows the stored session, and
 * at `/` without one (a stale cookie, or the service worker's copy of the shell) the landing page
 * opens instead of the profile's spinner.
 */
export const shellBootScript = (): string =>
  `(function(){try{var s=${stored()};` +
  `document.cookie=s?${JSON.stringify(signedInCookie(true))}:${JSON.stringify(signedInCookie(false))};` +
  `if(!s&&location.pathname==='/'){${hide}location.replace('/homepage'+location.search+location.hash);}` +
  `}catch(e){}})();`;
