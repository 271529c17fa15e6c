import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { darkTheme, lightTheme, themeBase, type ThemeName } from '../src/theme';

let root: Root | undefined;
let host: HTMLElement | undefined;

/** Renders `ui` on the theme's page background and returns the element to photograph. */
export async function renderThemed(theme: ThemeName, ui: ReactNode): Promise<HTMLElement> {
  root?.unmount();
  host?.remove();
  document.documentElement.className = `${theme === 'dark' ? darkTheme : lightTheme} ${themeBase}`;
  document.body.style.margin = '0';
  host = document.createElement('div');
  host.dataset.testid = 'shot';
  host.style.display = 'inline-block';
  host.style.padding = '16px';
  host.style.fontFamily = "'DejaVu Sans', sans-serif";
  host.className = 'visual-shot';
  document.body.appendChild(host);
  root = createRoot(host);
  root.render(ui);
  // Two frames: React commits, then styles and layout settle.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return host;
}
