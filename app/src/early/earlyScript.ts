import { AUTH_KEY } from '../session/signedInHint';
import { EARLY_CALLS, EARLY_GLOBAL } from './earlyStart';

/** The parts of React Router's build manifest (window.__reactRouterManifest) read here. */
export interface BuildManifest {
  routes: Record<
    string,
    {
      id: string;
      parentId?: string;
      path?: string;
      index?: boolean;
      module: string;
      imports?: string[];
    }
  >;
}

export const SIGNED_IN_LAYOUT = 'routes/authenticated-layout';

export interface SignedInScreen {
  id: string;
  /** The screen's address as a regular expression's source ('^/profile/[^/]+/?$'). */
  pattern: string;
  /** Its route module and everything it imports, the layout's included (the root's are not). */
  modules: string[];
  /** The GETs its loaders make first (EARLY_CALLS), and those made when a child is signed in. */
  calls: string[];
  childCalls: string[];
  /** Those its loaders make without the session. */
  publicCalls: string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every screen under the signed-in layout, with what to fetch when it is opened cold. */
export function signedInScreens(manifest: BuildManifest): SignedInScreen[] {
  const { routes } = manifest;
  const rootModules = new Set(
    Object.values(routes)
      .filter((route) => route.parentId === undefined)
      .flatMap((route) => [route.module, ...(route.imports ?? [])]),
  );
  const layout = routes[SIGNED_IN_LAYOUT];
  if (!layout) throw new Error(`The build manifest has no ${SIGNED_IN_LAYOUT}`);
  return Object.values(routes)
    .filter((route) => route.parentId === SIGNED_IN_LAYOUT)
    .map((route) => {
      const segments = (route.index ? '' : (route.path ?? ''))
        .split('/')
        .filter(Boolean)
        .map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment)));
      const modules = [
        ...new Set([layout, route].flatMap((part) => [part.module, ...(part.imports ?? [])])),
      ].filter((file) => !rootModules.has(file));
      return {
        id: route.id,
        pattern: segments.length === 0 ? '^/$' : `^/${segments.join('/')}/?$`,
        modules,
        calls: [...EARLY_CALLS.everyScreen, ...(EARLY_CALLS.routes[route.id] ?? [])],
        childCalls: [...(EARLY_CALLS.childRoutes[route.id] ?? [])],
        publicCalls: [...(EARLY_CALLS.publicRoutes[route.id] ?? [])],
      };
    });
}

/**
 * The shell's early start (earlyStart.ts says why): with a stored session, the opened screen's
 * modules are announced as module preloads and its first GETs sent, their answers left on
 * `window` for the app's fetch to take. Files are listed once and screens name them by number.
 */
export function earlyStartScript(manifest: BuildManifest): string {
  const screens = signedInScreens(manifest);
  const files = [...new Set(screens.flatMap((screen) => screen.modules))];
  const table = screens.map((screen) => [
    screen.pattern,
    screen.modules.map((file) => files.indexOf(file)),
    screen.calls,
    screen.childCalls,
    screen.publicCalls,
  ]);
  return (
    `(function(){try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(AUTH_KEY)})||'null');` +
    `if(!s||!s.token)return;var F=${JSON.stringify(files)},R=${JSON.stringify(table)};` +
    `for(var i=0;i<R.length;i++){if(!new RegExp(R[i][0]).test(location.pathname))continue;` +
    `R[i][1].forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.href=F[f];document.head.appendChild(l);});` +
    `var c={},h={accept:'application/json'},b={accept:'application/json',authorization:'Bearer '+s.token};` +
    `function ask(u,t,k){c[u]={token:t,response:fetch(u,{headers:k}).catch(function(){return null;})};}` +
    `R[i][2].concat(s.account_type==='CHILD'?R[i][3]:[]).forEach(function(u){ask(u,s.token,b);});` +
    `R[i][4].forEach(function(u){ask(u,null,h);});` +
    `window[${JSON.stringify(EARLY_GLOBAL)}]={at:performance.now(),calls:c};return;}` +
    `}catch(e){}})();`
  );
}
