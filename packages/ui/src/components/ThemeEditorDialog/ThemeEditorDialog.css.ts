import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const content = style({ maxWidth: vars.size.pageNarrow });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const categories = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weightBold,
});

export const category = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderThin} solid ${vars.color.borderSubtle}`,
  backgroundColor: vars.color.surface,
});

export const categoryHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontWeight: vars.font.weightBold,
});

/** Name and icon side by side where there is room. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.sm,
  alignItems: 'start',
});

export const previewHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightBold,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

/** Delete sits apart from Save and Cancel, on the other side. */
export const deleteAction = style({ marginInlineEnd: 'auto' });
