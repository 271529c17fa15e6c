import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import {
  darkCategoryPalette,
  headingLevels,
  lightCategoryPalette,
  RadarChart,
  radarRanges,
  type CategoryPalette,
  type RadarRange,
  type RadarSlice,
} from '@taskboard/ui';
import { repeatedLandmarks, State, StateGrid, stateNames } from '../support/StateGrid';

const slices: RadarSlice[] = [
  { key: 1, name: 'School', color: 'blue', count: 8, percentage: 40 },
  { key: 2, name: 'Home', color: 'green', count: 5, percentage: 25 },
  { key: 3, name: 'Sports', color: 'orange', count: 3, percentage: 15 },
  { key: 4, name: 'Music', color: 'purple', count: 2, percentage: 10 },
];
const uncategorized: RadarSlice = {
  key: 'uncategorized',
  name: 'Uncategorized',
  color: 'grey',
  count: 2,
  percentage: 10,
};

const meta = {
  title: 'Profile/RadarChart',
  component: RadarChart,
  tags: ['autodocs'],
  args: { slices, uncategorized, value: 'recent', onValueChange: fn() },
  argTypes: {
    value: { control: 'inline-radio', options: radarRanges },
    loading: { control: 'boolean' },
    headingLevel: { control: 'inline-radio', options: headingLevels },
  },
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
  args: { slices: [], uncategorized: null },
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
  args: { slices: slices.slice(0, 3), uncategorized: null },
};

export const ManyCategories: Story = {
  args: {
    slices: [
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
      key: index + 1,
      name,
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

export const OtherLanguage: Story = {
  args: {
    messages: {
      title: 'Atributos',
      empty: 'Aún no hay tareas',
      ranges: { recent: 'Últimos 30 días', all: 'Todo' },
      rangeGroup: 'Periodo',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Atributos' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Periodo' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Todo' })).toBeVisible();
  },
};

export const Mobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1' } },
};

/** Categories with and without the uncategorized slice, three, none, and loading. */
export const AllStates: Story = {
  parameters: repeatedLandmarks,
  render: (args) => (
    <StateGrid min="24rem">
      <State name="categories and uncategorized">
        <RadarChart {...args} />
      </State>
      <State name="three categories">
        <RadarChart {...args} {...ThreeCategories.args} />
      </State>
      <State name="no tasks yet">
        <RadarChart {...args} {...Empty.args} />
      </State>
      <State name="loading">
        <RadarChart {...args} loading />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(4);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };

/** Each label's box lies inside the chart's section: nothing is cut off at the edges. */
const labelsInside = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const section = canvasElement.querySelector('section');
  await expect(section).not.toBeNull();
  const frame = (section as HTMLElement).getBoundingClientRect();
  const labels = [...canvasElement.querySelectorAll('[data-anchor]')];
  await expect(labels.length).toBeGreaterThan(0);
  for (const label of labels) {
    const box = label.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(frame.left - 0.5);
    await expect(box.right).toBeLessThanOrEqual(frame.right + 0.5);
    await expect(box.top).toBeGreaterThanOrEqual(frame.top - 0.5);
    await expect(box.bottom).toBeLessThanOrEqual(frame.bottom + 0.5);
    // Inside the page too: a phone at 320 px shows all of it.
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  }
};

const longSlices = (names: string[]): RadarSlice[] =>
  names.map((name, index) => ({
    key: index + 1,
    name,
    color: (['blue', 'green', 'orange', 'purple', 'pink', 'teal'] as const)[index % 6],
    count: 2 + index,
    percentage: 10 + index * 5,
  }));

/** German at 320 px: long compound words wrap inside the room beside the radar. */
export const LongGermanLabelsAtPhoneWidth: Story = {
  args: {
    slices: longSlices([
      'Hausaufgabenerledigung',
      'Kinderzimmeraufräumaktion',
      'Gesundheitsvorsorge',
      'Freundschaftspflege',
      'Musikinstrumentenübung',
    ]),
    uncategorized: { ...uncategorized, name: 'Nicht kategorisiert' },
  },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1' } },
  decorators: [(Story) => <div lang="de">{Story()}</div>],
  play: labelsInside,
};

/** The other languages at 320 px, each with its longest kind of label. */
export const EveryLanguageAtPhoneWidth: Story = {
  args: {
    slices: longSlices([
      'Tareas domésticas diarias',
      'Devoirs et apprentissages',
      '家务劳动和整理房间',
      'おかたづけと おてつだい',
      'Uncategorized activities',
    ]),
  },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1' } },
  play: labelsInside,
};

/** The same labels at a desktop width stay inside too. */
export const LongLabelsWide: Story = {
  args: LongGermanLabelsAtPhoneWidth.args,
  play: labelsInside,
};

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
