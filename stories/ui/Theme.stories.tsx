import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack, Text } from '@taskboard/ui';
import { lightTokens, vars } from '@taskboard/ui/theme';

// The theme's colours as swatches, and a check that motion can be switched off.

type Swatch = { name: string; value: string };

function flatten(prefix: string, group: Record<string, unknown>): Swatch[] {
  return Object.entries(group).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [{ name: `${prefix}${key}`, value }]
      : flatten(`${prefix}${key}.`, value as Record<string, unknown>),
  );
}

const colourVars = flatten('', vars.color);

function Swatches() {
  return (
    <Stack as="ul" direction="row" gap="md" wrap aria-label="Colour tokens">
      {colourVars.map(({ name, value }) => (
        <li key={name}>
          <Stack gap="xs" align="center" style={{ width: '7rem' }}>
            <span
              aria-hidden="true"
              style={{
                width: vars.size.controlLg,
                height: vars.size.controlLg,
                borderRadius: vars.radius.full,
                background: value,
                border: `${vars.size.borderThin} solid ${vars.color.border}`,
              }}
            />
            <Text as="span" size="xs">
              {name}
            </Text>
          </Stack>
        </li>
      ))}
    </Stack>
  );
}

const meta = {
  title: 'Foundations/Theme',
  component: Swatches,
  tags: ['autodocs'],
} satisfies Meta<typeof Swatches>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The CSS custom property behind a `var(--name)` reference. */
const propertyOf = (reference: string) => reference.slice('var('.length, -1);

export const Colours: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(colourVars.length);
    const style = getComputedStyle(document.documentElement);
    await expect(style.getPropertyValue(propertyOf(vars.color.primary)).trim()).toBe(
      lightTokens.color.primary,
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    const style = getComputedStyle(document.documentElement);
    await expect(style.getPropertyValue(propertyOf(vars.color.background)).trim()).not.toBe(
      lightTokens.color.background,
    );
  },
};

export const ReducedMotion: Story = {
  globals: { motion: 'reduced' },
  play: async () => {
    const style = getComputedStyle(document.documentElement);
    for (const token of [
      vars.motion.durationFast,
      vars.motion.durationNormal,
      vars.motion.durationSlow,
    ]) {
      await expect(style.getPropertyValue(propertyOf(token)).trim()).toBe('0ms');
    }
  },
};
