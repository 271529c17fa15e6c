import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { wholeWords } from '../../internal/shared.css';
import { goalStatuses, type GoalStatus } from './goalStatus';

/** The colour of the stripe at the card's start, one for each status the card writes. */
const stripeColours: Record<GoalStatus, string> = {
  new: vars.color.info,
  open: vars.color.warning,
  closed: vars.color.success,
};

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.borderThin} solid ${vars.color.borderSubtle}`,
  borderInlineStart: `calc(${vars.size.borderThick} * 3) solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  // Keyed on the same list the card writes into data-status, so the two cannot drift apart.
  selectors: Object.fromEntries(
    goalStatuses.map((status) => [
      `&[data-status="${status}"]`,
      { borderInlineStartColor: stripeColours[status] },
    ]),
  ),
});

export const header = style({
  display: 'flex',
  // On a phone the title keeps a readable width and the buttons after it move to a new line.
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const chevron = style({
  display: 'inline-flex',
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  transform: 'rotate(-90deg)',
  selectors: { [`${root}[data-state="open"] &`]: { transform: 'rotate(0deg)' } },
});

export const controls = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.md,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const tasks = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.sm,
  borderTop: `${vars.size.borderThin} solid ${vars.color.borderSubtle}`,
  // `display: flex` would otherwise win over the `hidden` attribute of a collapsed card.
  selectors: { '&[hidden]': { display: 'none' } },
});

export const noTasks = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const description = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

/** The description as written: its line breaks kept, its words whole. */
export const descriptionText = style([
  wholeWords,
  {
    margin: 0,
    whiteSpace: 'pre-line',
    color: vars.color.text,
    selectors: { '&[hidden]': { display: 'none' } },
  },
]);
