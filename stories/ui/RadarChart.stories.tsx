import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import {
  darkCategoryPalette,
  lightCategoryPalette,
  RadarChart,
  type CategoryPalette,
  type CategorySlice,
  type RadarRange,
} from '@taskboard/ui';

const distribution: CategorySlice[] = [
  { category_id: 1, category_name: 'School', category_color: 'blue', count: 8, percentage: 40 },
  { category_id: 2, category_name: 'Home', category_color: 'green', count: 5, percentage: 25 },
  { category_id: 3, category_name: 'Sports', category_color: 'orange', count: 3, percentage: 15 },
  { category_id: 4, category_name: 'Music', category_color: 'purple', count: 2, percentage: 10 },
];
const uncategorized: CategorySlice = {
  category_id: null,
  category_name: 'Uncategorized',
  category_color: 'grey',
  count: 2,
  percentage: 10,
};

const meta = {
  title: 'Profile/RadarChart',
  component: RadarChart,
  tags: ['autodocs'],
  args: { distribution, uncategorized, value: 'recent', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RadarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'All' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('all');
  },
};

export const TableAlternative: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', {
      name: /Attributes: tasks per category, Last 30 days/,
    });
    await expect(table).toBeInTheDocument();
    const school = canvas.getByRole('rowheader', { name: 'School' }).closest('tr');
    await expect(school).toHaveTextContent('School840%');
    await expect(canvas.getByRole('rowheader', { name: 'Uncategorized' })).toBeInTheDocument();
  },
};

export const NoUncategorizedSlice: Story = {
  args: { uncategorized: { ...uncategorized, count: 0, percentage: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('rowheader', { name: 'Uncategorized' })).toBeNull();
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(4);
  },
};

export const Empty: Story = {
  args: { distribution: [], uncategorized: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No Tasks Yet')).toBeVisible();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-state', 'empty');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-state', 'loading');
  },
};

export const ThreeCategories: Story = {
  args: { distribution: distribution.slice(0, 3), uncategorized: null },
};

export const ManyCategories: Story = {
  args: {
    distribution: [
      'Reading',
      'Writing',
      'Maths',
      'Science',
      'Art',
      'Music',
      'Sports',
      'Chores',
      'Friends',
      'Kindness',
    ].map((name, index) => ({
      category_id: index + 1,
      category_name: name,
      count: (index % 4) + 1,
      percentage: 10,
    })),
  },
};

export const Toggle: Story = {
  render: function ToggleRange(args) {
    const [value, setValue] = useState<RadarRange>('recent');
    return <RadarChart {...args} value={value} onValueChange={setValue} />;
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'All' }));
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('table', { name: /All$/ })).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1' } },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** '#1d4ed8' as the browser reports a computed colour: 'rgb(29, 78, 216)'. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** Each point is drawn in its category colour's ink for the theme in use. */
const pointsFollow =
  (palette: CategoryPalette) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const points = [...canvasElement.querySelectorAll('circle')];
    await expect(points).toHaveLength(5);
    const fills = points.slice(0, 4).map((point) => getComputedStyle(point).fill);
    await expect(fills).toEqual(
      (['blue', 'green', 'orange', 'purple'] as const).map((name) => rgb(palette[name].ink)),
    );
  };

export const CategoryColoursLight: Story = {
  globals: { theme: 'light' },
  play: pointsFollow(lightCategoryPalette),
};

export const CategoryColoursDark: Story = {
  globals: { theme: 'dark' },
  play: pointsFollow(darkCategoryPalette),
};
