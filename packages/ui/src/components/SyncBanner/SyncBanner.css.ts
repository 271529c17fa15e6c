import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// Quiet on purpose: working offline is normal on a tablet, so the banner is a calm strip with a
// coloured edge, never an alarm. State colours key on the DOM's data-state and data-kind.

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.text,
});

export const statusLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  borderInlineStart: `calc(${vars.size.borderThick} * 2) solid ${vars.color.border}`,
  selectors: {
    [`${root}[data-state="offline"] &`]: { borderInlineStartColor: vars.color.warning },
    [`${root}[data-state="syncing"] &`]: { borderInlineStartColor: vars.color.info },
  },
});

export const picture = style({
  display: 'inline-flex',
  flexShrink: 0,
  fontSize: vars.size.iconLg,
});

// The words share the picture's row and wrap beside it, so the strip stays low on a phone.
export const statusText = style({
  flex: '1 1 12em',
  minWidth: 0,
  fontWeight: vars.font.weightMedium,
});

export const waiting = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const notices = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const notice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  border: `${vars.size.borderThin} solid ${vars.color.borderSubtle}`,
  borderInlineStart: `calc(${vars.size.borderThick} * 2) solid ${vars.color.info}`,
  selectors: {
    '&[data-kind="deletedElsewhere"]': { borderInlineStartColor: vars.color.warning },
    '&[data-kind="refused"]': { borderInlineStartColor: vars.color.danger },
  },
});

export const noticeBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 auto',
  minWidth: 0,
});

export const detail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const dismiss = style({ flexShrink: 0 });
