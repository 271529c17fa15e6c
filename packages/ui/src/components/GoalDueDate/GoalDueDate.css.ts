import { style, styleVariants } from '@vanilla-extract/css';
import { wholeWords } from '../../internal/shared.css';
import { vars } from '../../theme/vars.css';

export const root = style([
  wholeWords,
  {
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xs,
    margin: 0,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.lg,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeightTight,
    border: `${vars.size.borderThin} solid transparent`,
  },
]);

/** Soon is calm, today asks for attention, overdue warns (text on soft fills, contrast-checked). */
export const tone = styleVariants({
  soon: { backgroundColor: vars.color.infoSoft, borderColor: vars.color.info },
  today: { backgroundColor: vars.color.warningSoft, borderColor: vars.color.warning },
  overdue: {
    backgroundColor: vars.color.dangerSoft,
    borderColor: vars.color.danger,
    borderStyle: 'dashed',
  },
});

export const pictures = style({ display: 'inline-flex', flexWrap: 'wrap', gap: '2px' });

export const more = style({ fontSize: vars.fontSize.md, fontWeight: vars.font.weightBold });
