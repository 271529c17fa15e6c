// The illustration set's own colours. A picture keeps its fills in both themes, like a sticker
// on a page; its outline follows the theme (pictureInk: dark on light, light on dark, see
// picture.css.ts) so it reads on either. `ink` is for small dark details on a fill (eyes). Nothing is told apart by colour alone: shapes and
// ornaments carry the meaning (tiers, streak stages).
export const ink = '#2d2a3e';
export const paper = '#ffffff';
export const red = '#ef6b5b';
export const orange = '#f5a04a';
export const yellow = '#f7cf4a';
export const green = '#6cc27a';
export const teal = '#4fbfb3';
export const blue = '#5b9bf0';
export const sky = '#9fd8f6';
export const purple = '#a57ee6';
export const pink = '#f29ac0';
export const brown = '#b07a4f';
export const grey = '#c9cdd6';
export const skin = '#f6c99f';

/** The tiers' metals; the tier is also told by the medal's shape, ribbon and stars. */
export const bronze = '#d08a55';
export const silver = '#cfd6df';
export const gold = '#f5c542';
