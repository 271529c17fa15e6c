import type { Decorator, Preview } from '@storybook/react-vite';
import {
  darkTheme,
  lightTheme,
  themeBase,
  themeNames,
  type ThemeName,
} from '../packages/ui/src/theme';

const themeClass: Record<ThemeName, string> = { light: lightTheme, dark: darkTheme };

// Tests and visual snapshots run with motion off, so nothing is caught mid-animation.
const automated = typeof navigator !== 'undefined' && navigator.webdriver;

/**
 * Themes the whole document, not only the story's root: dialogs, menus and tooltips are
 * portalled to <body> and must see the same theme variables.
 */
const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme as ThemeName | undefined) ?? 'light';
  const root = document.documentElement;
  root.classList.remove(...Object.values(themeClass));
  root.classList.add(themeClass[theme], themeBase);
  root.dataset.theme = theme;
  if (automated || context.globals.motion === 'reduced') root.dataset.motion = 'reduced';
  else delete root.dataset.motion;
  return <Story />;
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: themeNames.map((name) => ({
          value: name,
          title: name === 'light' ? 'Light' : 'Dark',
        })),
        dynamicTitle: true,
      },
    },
    motion: {
      description: 'Motion',
      toolbar: {
        title: 'Motion',
        icon: 'transfer',
        items: [
          { value: 'full', title: 'Full motion' },
          { value: 'reduced', title: 'Reduced motion' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', motion: 'full' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every axe violation fails the story's test.
    a11y: { test: 'error' },
    backgrounds: { disable: true },
  },
};

export default preview;
