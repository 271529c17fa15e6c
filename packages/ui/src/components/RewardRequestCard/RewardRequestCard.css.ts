import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.borderThin} solid ${vars.color.borderSubtle}`,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
  selectors: {
    '&[data-state="pending"]': {
      borderColor: vars.color.info,
      borderWidth: vars.size.borderThick,
    },
    '&[data-state="undone"]': { boxShadow: 'none', backgroundColor: vars.color.surfaceSunken },
  },
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 10em',
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  overflowWrap: 'anywhere',
});

export const asks = style({ margin: 0, fontSize: vars.fontSize.md });

export const when = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const note = style({ margin: 0, fontStyle: 'italic' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
