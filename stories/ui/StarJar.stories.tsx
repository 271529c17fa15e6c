import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button, StarJar, STAR_JAR_SLOTS, starJarSizes } from '@taskboard/ui';
import { repeatedLandmarks, State, StateGrid, stateNames } from '../support/StateGrid';

const meta = {
  title: 'Rewards/StarJar',
  component: StarJar,
  tags: ['autodocs'],
  args: { stars: 7 },
  argTypes: {
    stars: { control: { type: 'range', min: 0, max: 40, step: 1 } },
    goal: { control: { type: 'number', min: 1, max: 500 } },
    size: { control: 'inline-radio', options: starJarSizes },
    showCount: { control: 'boolean' },
    loading: { control: 'boolean' },
  },
} satisfies Meta<typeof StarJar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stars drawn in the jar. */
const drawn = (root: HTMLElement) => root.querySelectorAll('svg polygon[fill]').length;

export const Playground: Story = {};

export const Empty: Story = {
  args: { stars: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: 'Star jar' })).toHaveAttribute(
      'data-state',
      'empty',
    );
    await expect(canvas.getByText('No stars yet')).toBeVisible();
    await expect(drawn(canvasElement)).toBe(0);
  },
};

export const Filling: Story = {
  args: { stars: 2, goal: 3 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('2 stars · Goal: 3 stars')).toBeVisible();
    await expect(canvas.getByRole('group')).toHaveAttribute('data-state', 'filling');
    await expect(drawn(canvasElement)).toBe(2);
    await expect(canvasElement.querySelector('line')).not.toBeNull();
  },
};

export const Full: Story = {
  args: { stars: 3, goal: 3, size: 'large' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 stars · The jar is full!')).toBeVisible();
    await expect(canvas.getByRole('group')).toHaveAttribute('data-state', 'full');
  },
};

/** Past twenty stars the jar brims and the number says the rest. */
export const Brimming: Story = {
  args: { stars: 57 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('57 stars')).toBeVisible();
    await expect(drawn(canvasElement)).toBe(STAR_JAR_SLOTS);
  },
};

/** The family's jar, each child's stars in a colour of its own and named in the list. */
export const Family: Story = {
  args: {
    stars: undefined,
    shares: [
      { name: 'Maya', stars: 7 },
      { name: 'Leo', stars: 5 },
    ],
    goal: 15,
    size: 'large',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('12 stars · Goal: 15 stars')).toBeVisible();
    const shares = canvas.getByRole('list', { name: 'Each child’s stars' });
    await expect(shares).toHaveTextContent('Maya 7Leo 5');
    await expect(drawn(canvasElement)).toBe(12 + 2);
  },
};

/** In a page's title row: the number on a badge, the words for screen readers only. */
export const Small: Story = {
  args: { stars: 12, goal: 15, size: 'small' },
  play: async ({ canvas }) => {
    const jar = canvas.getByRole('group', { name: 'Star jar' });
    await expect(jar).toHaveTextContent('12 stars · Goal: 15 stars');
    await expect(canvas.getByText('12', { exact: true })).toBeVisible();
    await expect(jar.getBoundingClientRect().width).toBeLessThan(100);
  },
};

/** For a child's own screen: the words go to screen readers only. */
export const WithoutNumber: Story = {
  args: { stars: 4, showCount: false },
  play: async ({ canvas }) => {
    // Read to screen readers, drawn in a single pixel.
    await expect(canvas.getByText('4 stars').getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getByRole('group', { name: 'Star jar' })).toHaveTextContent('4 stars');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group')).toHaveAttribute('aria-busy', 'true');
  },
};

export const OwnWords: Story = {
  args: {
    stars: 1,
    goal: 5,
    messages: {
      label: 'Tarro de estrellas',
      count: (stars) => (stars === 1 ? '1 estrella' : `${stars} estrellas`),
      goal: (stars) => `Meta: ${stars} estrellas`,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Tarro de estrellas' })).toBeVisible();
    await expect(canvas.getByText('1 estrella · Meta: 5 estrellas')).toBeVisible();
  },
};

/** A star earned while the jar is on screen drops in; none do when the jar first appears. */
export const EarningAStar: Story = {
  render: (args) => {
    const [stars, setStars] = useState(2);
    return (
      <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
        <StarJar {...args} stars={stars} />
        <Button onClick={() => setStars((n) => n + 1)}>Finish a task</Button>
      </div>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-new]')).toHaveLength(0);
    document.documentElement.removeAttribute('data-motion');
    await userEvent.click(canvas.getByRole('button', { name: 'Finish a task' }));
    await expect(canvas.getByText('3 stars')).toBeVisible();
    const dropping = [...canvasElement.querySelectorAll('[data-new="true"]')];
    // Under the tests' calm motion no star moves; with motion on, only the new one does.
    await expect(dropping.length).toBe(
      matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : 1,
    );
    document.documentElement.dataset.motion = 'reduced';
    await userEvent.click(canvas.getByRole('button', { name: 'Finish a task' }));
    await expect(canvas.getByText('4 stars')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-new="true"]')).toHaveLength(0);
  },
};

/** Every state and both sizes side by side. */
export const AllStates: Story = {
  parameters: repeatedLandmarks,
  render: (args) => (
    <StateGrid min="16rem">
      <State name="empty">
        <StarJar {...args} stars={0} />
      </State>
      <State name="filling, goal 10">
        <StarJar {...args} stars={6} goal={10} />
      </State>
      <State name="full">
        <StarJar {...args} stars={3} goal={3} />
      </State>
      <State name="brimming">
        <StarJar {...args} stars={42} />
      </State>
      <State name="small, in a title row">
        <StarJar {...args} stars={7} goal={10} size="small" />
      </State>
      <State name="large">
        <StarJar {...args} stars={9} goal={12} size="large" />
      </State>
      <State name="family">
        <StarJar
          {...args}
          stars={undefined}
          shares={[
            { name: 'Maya', stars: 7 },
            { name: 'Leo', stars: 5 },
            { name: 'Sam', stars: 2 },
          ]}
          size="large"
        />
      </State>
      <State name="loading">
        <StarJar {...args} loading />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(8);
    await expect(
      [...canvasElement.querySelectorAll('[role="group"][data-state]')].map((jar) =>
        jar.getAttribute('data-state'),
      ),
    ).toEqual(['empty', 'filling', 'full', 'filling', 'filling', 'filling', 'filling', 'filling']);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
