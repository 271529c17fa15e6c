import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  width: '100%',
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: vars.space.lg,
  '@media': { 'screen and (min-width: 48rem)': { padding: vars.space.xl } },
});

export const maxWidth = styleVariants({
  narrow: { maxWidth: vars.size.pageNarrow },
  medium: { maxWidth: vars.size.pageMedium },
  wide: { maxWidth: vars.size.page },
  full: { maxWidth: 'none' },
});
