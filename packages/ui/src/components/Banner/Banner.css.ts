import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import type { BannerTone } from './Banner.props';

export const root = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  borderInlineStart: `calc(${vars.size.borderThick} * 3) solid`,
  color: vars.color.text,
});

export const tone = styleVariants<Record<BannerTone, Parameters<typeof style>[0]>>({
  info: { backgroundColor: vars.color.infoSoft, borderColor: vars.color.info },
  success: { backgroundColor: vars.color.successSoft, borderColor: vars.color.success },
  warning: { backgroundColor: vars.color.warningSoft, borderColor: vars.color.warning },
  danger: { backgroundColor: vars.color.dangerSoft, borderColor: vars.color.danger },
});

export const icon = style({ flexShrink: 0, fontSize: vars.size.iconLg, lineHeight: 1 });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const title = style({ fontWeight: vars.font.weightBold });
