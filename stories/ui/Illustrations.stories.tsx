import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  BadgeArt,
  badgeTiers,
  badgeKinds,
  EmptyPicture,
  emptyPictureNames,
  StreakPicture,
  streakStages,
  TaskPicture,
  taskPictureNames,
} from '@taskboard/ui';

/** The illustration set drawn for the product, every picture in one place. */
const meta = {
  title: 'Illustrations/Gallery',
  component: TaskPicture,
  tags: ['autodocs'],
  args: { name: 'toothbrush', size: 'lg', label: true },
  argTypes: {
    name: { control: 'select', options: taskPictureNames },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof TaskPicture>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (columns: string) => ({ display: 'grid', gap: 12, gridTemplateColumns: columns });

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Toothbrush' })).toBeVisible();
  },
};

const taskPictures = (
  <div style={grid('repeat(auto-fill, minmax(5.5rem, 1fr))')}>
    {taskPictureNames.map((name) => (
      <figure key={name} style={{ margin: 0, textAlign: 'center' }}>
        <TaskPicture name={name} size="lg" style={{ margin: '0 auto' }} />
        <figcaption>{name}</figcaption>
      </figure>
    ))}
  </div>
);

/** Every task picture a child can find on a card. */
export const TaskPictures: Story = {
  render: () => taskPictures,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg[data-picture]').length).toBeGreaterThanOrEqual(
      60,
    );
  },
};
export const TaskPicturesDark: Story = { render: () => taskPictures, globals: { theme: 'dark' } };

const badges = (
  <div style={grid('repeat(3, 6rem)')}>
    {badgeKinds.flatMap((kind) =>
      badgeTiers.map((tier) => (
        <BadgeArt key={`${kind}-${tier}`} kind={kind} tier={tier} label={`${tier} ${kind}`} />
      )),
    )}
  </div>
);

/** The 24 badges: one row per kind, bronze, silver and gold; the tier reads in greyscale too. */
export const Badges: Story = {
  render: () => badges,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(24);
    await expect(canvas.getByRole('img', { name: 'gold learner' })).toHaveAttribute(
      'data-tier',
      'gold',
    );
  },
};
export const BadgesDark: Story = { render: () => badges, globals: { theme: 'dark' } };
export const BadgesGreyscale: Story = {
  render: () => <div style={{ filter: 'grayscale(1)' }}>{badges}</div>,
};

const empties = (
  <div style={grid('repeat(auto-fill, minmax(10rem, 1fr))')}>
    {emptyPictureNames.map((name) => (
      <EmptyPicture key={name} name={name} label={name} />
    ))}
  </div>
);

/** Pictures for no goals yet, no badges yet, no content found and offline. */
export const EmptyPictures: Story = {
  render: () => empties,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(4);
  },
};
export const EmptyPicturesDark: Story = { render: () => empties, globals: { theme: 'dark' } };

const streak = (
  <div style={grid('repeat(5, 5rem)')}>
    {streakStages.map((stage) => (
      <StreakPicture key={stage} stage={stage} size="lg" />
    ))}
  </div>
);

/** The streak plant's five stages: seed, sprout, leaves, bud, flower. */
export const StreakStages: Story = {
  render: () => streak,
  play: async ({ canvasElement }) => {
    const stages = [...canvasElement.querySelectorAll('svg[data-stage]')].map((svg) =>
      svg.getAttribute('data-stage'),
    );
    await expect(stages).toEqual([...streakStages]);
  },
};
export const StreakStagesDark: Story = { render: () => streak, globals: { theme: 'dark' } };
