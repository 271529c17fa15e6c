import { style } from '@vanilla-extract/css';

// Above the page, where its button is: the menu sets its own top and left as it opens.
export const menu = style({
  position: 'fixed',
});

// The items are buttons: the library's menu item look, without a button's own.
export const item = style({
  width: '100%',
  border: 0,
  background: 'none',
  font: 'inherit',
  textAlign: 'start',
  selectors: {
    // A button's own colour is the system's: a plain item takes the menu's, as the library's do
    // (a danger item and a highlighted one keep theirs).
    '&[data-tone="neutral"]:not([data-highlighted])': { color: 'inherit' },
  },
});
