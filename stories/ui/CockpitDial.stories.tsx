import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Cockpit, CockpitDial, UiMessagesProvider } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const meta = {
  title: 'Profile/CockpitDial',
  component: CockpitDial,
  tags: ['autodocs'],
  args: { label: 'Task Velocity', value: 7, target: 20, unit: 'tasks/week' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CockpitDial>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Task Velocity' });
    await expect(meter).toHaveAttribute('aria-valuenow', '7');
    await expect(meter).toHaveAttribute('aria-valuemax', '20');
    await expect(meter).toHaveAttribute('aria-valuetext', '7 tasks/week of 20');
    await expect(meter).toHaveAttribute('data-state', 'below');
  },
};

export const TargetReached: Story = {
  args: { value: 24 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: 'Task Velocity' })).toHaveAttribute(
      'data-state',
      'reached',
    );
  },
};

export const Empty: Story = { args: { value: 0 } };

export const Fractional: Story = {
  args: {
    label: 'Goal Velocity',
    value: 2.5,
    target: 10,
    unit: 'goals/month',
    detail: 'Average 1.8',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Average 1.8')).toBeVisible();
  },
};

export const ThreeDials: Story = {
  render: () => (
    <Cockpit
      taskVelocity={{ current: 12, average: 9.5, target: 20 }}
      goalVelocity={{ current: 3, average: 2, target: 10 }}
      goalProgress={{ done: 4, total: 6, active: 2 }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Performance Cockpit' })).toBeVisible();
    await expect(canvas.getAllByRole('meter')).toHaveLength(3);
    await expect(canvas.getByRole('meter', { name: 'Goal Progress' })).toHaveAttribute(
      'aria-valuetext',
      '4 goals done of 6',
    );
    await expect(canvas.getByText('2 active goals')).toBeVisible();
  },
};

export const FallbackTargets: Story = {
  render: () => (
    <Cockpit
      taskVelocity={{ current: 0, average: 0, target: 10 }}
      goalVelocity={{ current: 0, average: 0, target: 5 }}
      goalProgress={{ done: 0, total: 0, active: 0 }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Target 5')).toBeVisible();
    await expect(canvas.getByText('0 active goals')).toBeVisible();
  },
};

export const OwnWords: Story = {
  // The cockpit's own words by prop; its dials' target line through the provider.
  render: () => (
    <UiMessagesProvider messages={{ cockpitDial: { target: (n) => `Meta ${n}` } }}>
      <Cockpit
        taskVelocity={{ current: 1, average: 1, target: 20 }}
        goalVelocity={{ current: 1, average: 1, target: 10 }}
        goalProgress={{ done: 1, total: 2, active: 1 }}
        messages={{ title: 'Mi cabina', taskVelocity: 'Tareas' }}
      />
    </UiMessagesProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Mi cabina' })).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'Tareas' })).toBeVisible();
    await expect(canvas.getByText('Meta 20')).toBeVisible();
    await expect(canvas.getByText('1 active goal')).toBeVisible();
  },
};

export const Mobile: Story = {
  render: ThreeDials.render,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1' } },
};

/** Below, at and past the target, empty, fractional, and the whole cockpit. */
export const AllStates: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: (args) => (
    <StateGrid min="14rem">
      <State name="below the target">
        <CockpitDial {...args} />
      </State>
      <State name="target reached">
        <CockpitDial {...args} label="Tasks (reached)" value={24} />
      </State>
      <State name="empty">
        <CockpitDial {...args} label="Tasks (none)" value={0} />
      </State>
      <State name="fractional, with a detail">
        <CockpitDial {...args} {...Fractional.args} />
      </State>
      <State name="the cockpit">{ThreeDials.render?.(args, {} as never)}</State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(5);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
