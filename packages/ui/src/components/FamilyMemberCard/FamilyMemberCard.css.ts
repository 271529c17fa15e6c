import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../../internal/shared.css';

export const root = style({
  position: 'relative',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  border: `${vars.size.borderThick} solid ${vars.color.borderSubtle}`,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
  selectors: {
    '&[data-current="true"]': { borderColor: vars.color.primary },
  },
});

export const select = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    width: '100%',
    minHeight: vars.size.controlLg,
    padding: vars.space.lg,
    // Room for the remove button in the corner.
    paddingInlineEnd: `calc(${vars.size.touchTarget} + ${vars.space.lg})`,
    border: 'none',
    borderRadius: vars.radius.lg,
    backgroundColor: 'transparent',
    color: 'inherit',
    fontFamily: vars.font.body,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.ghostHover },
      '&:disabled': { cursor: 'progress' },
    },
  },
]);

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  flex: 1,
});

export const name = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const current = style({
  color: vars.color.textMuted,
  fontWeight: vars.font.weightMedium,
  fontSize: vars.fontSize.sm,
});

export const detail = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const remove = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineEnd: vars.space.xs,
});
