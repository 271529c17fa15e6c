import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ThemePreview, type ThemeCategory } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const categories: ThemeCategory[] = [
  { name: 'Homework', icon: '📚' },
  { name: 'Chores', icon: '🧹' },
  { name: 'Sports', icon: '⚽' },
  { name: 'Music', icon: '🎵' },
];

const many: ThemeCategory[] = [
  ...categories,
  { name: 'Art', icon: '🎨' },
  { name: 'Reading', icon: '📖' },
  { name: 'Friends', icon: '🤝' },
  { name: 'Pets', icon: '🐶' },
  { name: 'Garden', icon: '🌱' },
  { name: 'Cooking', icon: '🍳' },
];

const meta = {
  title: 'Settings/ThemePreview',
  component: ThemePreview,
  tags: ['autodocs'],
  args: { name: 'School Days', description: 'For busy school weeks', categories, onSelect: fn() },
  argTypes: { selected: { control: 'boolean' }, interactive: { control: 'boolean' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ThemePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /School Days/ });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onSelect).toHaveBeenCalledOnce();
  },
};

export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /School Days/ });
    await expect(button).toHaveAttribute('data-state', 'selected');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

export const UpToEightIcons: Story = {
  args: { categories: many },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+2 more')).toBeVisible();
    await expect(canvas.getByText('10 categories')).toBeVisible();
    await expect(canvas.getByTitle('Pets')).toBeVisible();
    await expect(canvas.queryByTitle('Garden')).toBeNull();
  },
};

export const MissingIcons: Story = {
  args: { categories: [{ name: 'Untitled' }, { name: 'Other', icon: '' }] },
};

export const ChooseOne: Story = {
  render: function ChooseTheme() {
    const [chosen, setChosen] = useState('GENERAL');
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <ThemePreview
          name="General"
          categories={categories}
          selected={chosen === 'GENERAL'}
          onSelect={() => setChosen('GENERAL')}
        />
        <ThemePreview
          name="Sports Season"
          categories={many.slice(2)}
          selected={chosen === 'SPORTS'}
          onSelect={() => setChosen('SPORTS')}
        />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Sports Season/ }));
    await expect(canvas.getByRole('button', { name: /Sports Season/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: /General/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const LongText: Story = {
  args: {
    name: 'Our big family summer holiday adventure plan',
    description:
      'Everything we want to do before school starts again: trips, reading challenges, swimming lessons and helping in the garden.',
  },
};

/** Idle, selected, more than eight icons, missing icons, and the editor's still picture. */
export const AllStates: Story = {
  render: (args) => (
    <StateGrid min="16rem">
      <State name="idle">
        <ThemePreview {...args} />
      </State>
      <State name="selected">
        <ThemePreview {...args} name="Summer Fun" selected />
      </State>
      <State name="more than eight">
        <ThemePreview {...args} name="Everything" categories={many} />
      </State>
      <State name="missing icons">
        <ThemePreview {...args} name="Plain" {...MissingIcons.args} />
      </State>
      <State name="still (editor preview)">
        <ThemePreview {...args} name="Draft" interactive={false} />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(5);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
