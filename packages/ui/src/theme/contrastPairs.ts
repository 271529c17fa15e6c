import { buttonColors } from '../components/Button/Button.colors';
import { categoryColors } from './categoryColors';
import type { ColorPath } from './colorPath';

/** text: body text (4.5:1); ui: control boundaries, focus rings, meaningful graphics (3:1). */
export type ContrastKind = 'text' | 'ui';

export type ContrastPair = {
  foreground: ColorPath;
  background: ColorPath;
  kind: ContrastKind;
  where: string;
};

const surfaces = ['background', 'surface', 'surfaceRaised'] as const;
const on = (
  foreground: ColorPath,
  kind: ContrastKind,
  where: string,
  backgrounds: readonly ColorPath[] = surfaces,
) => backgrounds.map((background) => ({ foreground, background, kind, where }));

/**
 * Every foreground/background pairing the components draw. A component that puts a colour on
 * a new background adds its pair here, and the contrast test checks it in every theme.
 */
export const contrastPairs: ContrastPair[] = [
  ...on('text', 'text', 'body text, headings, fields', [
    ...surfaces,
    'surfaceSunken',
    'ghostHover',
  ]),
  ...on('textMuted', 'text', 'hints, muted text, placeholders, inactive tabs', [
    ...surfaces,
    'surfaceSunken',
  ]),
  ...on('primary', 'text', 'TextLink'),
  ...on('danger', 'text', 'field errors, Text danger, danger menu items'),
  ...on('success', 'text', 'Text success'),
  {
    foreground: 'primaryText',
    background: 'primary',
    kind: 'text',
    where: 'primary Button, highlighted items, current page',
  },
  {
    foreground: 'primaryText',
    background: 'primaryHover',
    kind: 'text',
    where: 'primary Button hover',
  },
  {
    foreground: 'secondaryText',
    background: 'secondary',
    kind: 'text',
    where: 'secondary Button, Avatar',
  },
  {
    foreground: 'secondaryText',
    background: 'secondaryHover',
    kind: 'text',
    where: 'secondary Button hover',
  },
  {
    foreground: 'dangerText',
    background: 'danger',
    kind: 'text',
    where: 'danger Button, danger menu item',
  },
  {
    foreground: 'dangerText',
    background: 'dangerHover',
    kind: 'text',
    where: 'danger Button hover',
  },
  {
    foreground: 'successText',
    background: 'success',
    kind: 'text',
    where: 'success fills with text',
  },
  {
    foreground: 'warningText',
    background: 'warning',
    kind: 'text',
    where: 'warning fills with text',
  },
  { foreground: 'infoText', background: 'info', kind: 'text', where: 'info fills with text' },
  ...on('text', 'text', 'Banner, tone Chips', [
    'infoSoft',
    'successSoft',
    'warningSoft',
    'dangerSoft',
  ]),
  { foreground: 'background', background: 'text', kind: 'text', where: 'Tooltip' },
  {
    foreground: 'priority.highText',
    background: 'priority.high',
    kind: 'text',
    where: 'HIGH Chip, Avatar',
  },
  {
    foreground: 'priority.mediumText',
    background: 'priority.medium',
    kind: 'text',
    where: 'MEDIUM Chip',
  },
  { foreground: 'priority.lowText', background: 'priority.low', kind: 'text', where: 'LOW Chip' },
  {
    foreground: 'status.newText',
    background: 'status.new',
    kind: 'text',
    where: 'New column, Chip, Avatar',
  },
  {
    foreground: 'status.progressText',
    background: 'status.progress',
    kind: 'text',
    where: 'In progress column',
  },
  { foreground: 'status.doneText', background: 'status.done', kind: 'text', where: 'Done column' },
  { foreground: 'streak.greenText', background: 'streak.green', kind: 'text', where: 'StreakCard' },
  {
    foreground: 'streak.orangeText',
    background: 'streak.orange',
    kind: 'text',
    where: 'StreakCard',
  },
  { foreground: 'streak.redText', background: 'streak.red', kind: 'text', where: 'StreakCard' },
  { foreground: 'tier.goldText', background: 'tier.gold', kind: 'text', where: 'BadgeTier' },
  { foreground: 'tier.silverText', background: 'tier.silver', kind: 'text', where: 'BadgeTier' },
  { foreground: 'tier.bronzeText', background: 'tier.bronze', kind: 'text', where: 'BadgeTier' },
  // Each of the ten category colours, as a chip (words on its fill) and as ink on the page.
  ...categoryColors.flatMap((color) => [
    {
      foreground: `category.${color}Text` as const,
      background: `category.${color}` as const,
      kind: 'text' as const,
      where: `${color} category chips and icon tiles`,
    },
    ...on(`category.${color}Ink`, 'text', `${color} category as text, chart point, swatch`, [
      ...surfaces,
      'surfaceSunken',
    ]),
  ]),
  ...on('border', 'ui', 'input, select and accordion outlines, slider and meter tracks'),
  ...on('focusRing', 'ui', 'focus ring', [...surfaces, 'surfaceSunken']),
  ...on('primary', 'ui', 'slider range and thumb, selected page'),
  // Every Button variant in every tone, at rest and hovered, as Button.css.ts draws it.
  ...Object.entries(buttonColors).flatMap(([variant, tones]) =>
    Object.entries(tones).flatMap(([tone, states]) =>
      Object.entries(states).flatMap(([state, look]) =>
        on(
          look.text,
          'text',
          `${variant} ${tone} Button ${state}`,
          look.fill ? [look.fill] : surfaces,
        ),
      ),
    ),
  ),
  ...on('danger', 'ui', 'invalid field outline'),
];

export { colorAt } from './colorPath';
