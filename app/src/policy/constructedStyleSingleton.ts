import { useEffect } from 'react';

/**
 * react-style-singleton (the API Radix's scroll lock, react-remove-scroll, uses) giving its styles
 * as a constructed stylesheet instead of an inserted <style> element; the build puts it in the
 * package's place (vite.config.ts). The page's policy refuses any <style> element whose text it
 * does not list by hash, and these texts change with each dialog's id and the scrollbar's width;
 * a constructed stylesheet is CSSOM, which the policy does not govern. Same exports, same
 * counting: the styles apply while at least one user is mounted.
 */
export function stylesheetSingleton() {
  let users = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(css: string) {
      if (users === 0) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      users += 1;
    },
    remove() {
      users -= 1;
      if (users === 0 && sheet) {
        const removed = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== removed);
        sheet = null;
      }
    },
  };
}

export function styleHookSingleton() {
  const sheet = stylesheetSingleton();
  return function useStyle(styles: string, isDynamic?: boolean) {
    useEffect(
      () => {
        sheet.add(styles);
        return () => sheet.remove();
      },
      // As the original: new styles replace the sheet only when they are marked dynamic.
      [styles && isDynamic],
    );
  };
}

export function styleSingleton() {
  const useStyle = styleHookSingleton();
  return function Sheet({ styles, dynamic }: { styles: string; dynamic?: boolean }) {
    useStyle(styles, dynamic);
    return null;
  };
}
