import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Banner, bannerTones, Stack } from '@taskboard/ui';

const meta = {
  title: 'Primitives/Banner',
  component: Banner,
  tags: ['autodocs'],
  args: { tone: 'info', title: 'Heads up', children: 'Your timer keeps running on other tabs.' },
  argTypes: { tone: { control: 'inline-radio', options: bannerTones } },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Tones: Story = {
  render: (args) => (
    <Stack gap="md">
      {bannerTones.map((tone) => (
        <Banner key={tone} {...args} tone={tone} title={`A ${tone} message`} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    // Errors and warnings interrupt; info and success wait their turn.
    await expect(canvas.getAllByRole('alert').map((el) => el.dataset.tone)).toEqual([
      'warning',
      'error',
    ]);
    await expect(canvas.getAllByRole('status').map((el) => el.dataset.tone)).toEqual([
      'info',
      'success',
    ]);
  },
};

export const Error: Story = {
  args: { tone: 'error', title: undefined, children: 'Wrong e-mail or password.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Wrong e-mail or password.');
  },
};

export const LongText: Story = {
  args: {
    tone: 'warning',
    title: 'You have used most of this month’s story budget',
    children:
      'Stories will pause when the budget runs out and start again on the first day of next month. A parent can raise the budget in Settings, under Family, at any time before then.',
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Tones.render };
