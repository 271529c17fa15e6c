import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Banner, Button, Stack, Switch, Text } from '@taskboard/ui';
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

/**
 * A consumer's own theme, written in plain CSS: the `--tb-` custom properties set on a wrapper
 * restyle every component inside it (packages/ui/README.md "Theming in plain CSS"). No build
 * step of the library's is needed, and the rest of the page keeps the library's theme.
 */
const consumerTheme = `
.orchard-theme {
  --tb-color-primary: #1d6b3a;
  --tb-color-primary-hover: #14532c;
  --tb-color-primary-text: #ffffff;
  --tb-color-info-soft: #e6f4ea;
  --tb-radius-md: 2px;
  --tb-radius-full: 4px;
}
`;

export const PlainCssTheme: Story = {
  render: () => (
    <Stack gap="lg">
      <style>{consumerTheme}</style>
      <div className="orchard-theme" data-testid="themed">
        <Stack gap="md" align="start">
          <Banner tone="info">Restyled with four lines of plain CSS</Banner>
          <Button>Save goal</Button>
          <Switch label="Cheer sound" defaultChecked />
        </Stack>
      </div>
      <div data-testid="library">
        <Button>Library theme</Button>
      </div>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const themed = canvas.getByRole('button', { name: 'Save goal' });
    const library = canvas.getByRole('button', { name: 'Library theme' });
    await expect(getComputedStyle(themed).backgroundColor).toBe('rgb(29, 107, 58)');
    await expect(getComputedStyle(library).backgroundColor).not.toBe('rgb(29, 107, 58)');
    await expect(getComputedStyle(themed).borderTopLeftRadius).toMatch(/^(2|4)px$/);
  },
};
