import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UsageHistoryChart, usageHistoryViews, type UsageDay } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const week: UsageDay[] = [
  { day: '2026-11-17', label: 'Tue 17', used: 1200, limit: 10_000 },
  { day: '2026-11-18', label: 'Wed 18', used: 0, limit: 10_000 },
  { day: '2026-11-19', label: 'Thu 19', used: 4_350, limit: 10_000 },
  { day: '2026-11-20', label: 'Fri 20', used: 7_600, limit: 10_000 },
  { day: '2026-11-21', label: 'Sat 21', used: 9_125, limit: 10_000 },
  { day: '2026-11-22', label: 'Sun 22', used: 10_000, limit: 10_000 },
  { day: '2026-11-23', label: 'Mon 23', used: 250, limit: 10_000 },
];

const meta = {
  title: 'Family/UsageHistoryChart',
  component: UsageHistoryChart,
  tags: ['autodocs'],
  args: { days: week, onViewChange: fn() },
  argTypes: { view: { control: 'inline-radio', options: usageHistoryViews } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UsageHistoryChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const BarsTurnYellowThenRed: Story = {
  play: async ({ canvas, canvasElement }) => {
    const chart = canvas.getByRole('img', { name: /Helper use, last 7 days/ });
    await expect(chart).toHaveAccessibleName(
      'Helper use, last 7 days. 32,525 tokens used over 7 days.',
    );
    const levels = [...canvasElement.querySelectorAll('g[data-level]')].map((bar) =>
      bar.getAttribute('data-level'),
    );
    // 12 %, 0 %, 43.5 %, 76 % (above 75), 91.3 % (above 90), 100 %, 2.5 %.
    await expect(levels).toEqual([
      'normal',
      'normal',
      'normal',
      'warning',
      'danger',
      'danger',
      'normal',
    ]);
    await expect(canvas.getByText('91.3%')).toBeInTheDocument();
    await expect(canvas.getByText('43.5%')).toBeInTheDocument();
  },
};

export const TableAlternative: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show as a table' }));
    await expect(args.onViewChange).toHaveBeenCalledWith('table');
    const table = canvas.getByRole('table', { name: 'Helper use, last 7 days' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(8);
    await expect(rows[5]).toHaveTextContent('Sat 219,12591.3%');
    await expect(canvas.getByText('32,525 tokens used over 7 days.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show as a chart' }));
    await expect(canvas.getByRole('img', { name: /Helper use/ })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { days: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No days to show yet.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const NothingUsed: Story = {
  args: { days: week.map((day) => ({ ...day, used: 0 })) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('0.0%')).toHaveLength(7);
  },
};

export const OtherWords: Story = {
  args: {
    defaultView: 'table',
    formatNumber: (value) => new Intl.NumberFormat('fr-FR').format(value),
    messages: {
      title: 'Utilisation de l’assistant, 7 derniers jours',
      showChart: 'Voir le graphique',
      showTable: 'Voir le tableau',
      dayHeader: 'Jour',
      usedHeader: 'Jetons utilisés',
      percentHeader: 'De l’allocation du jour',
      summary: (total, count) => `${total} jetons utilisés sur ${count} jours.`,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Jetons utilisés' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Voir le graphique' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBeLessThan(400);
    await expect(canvas.getByRole('img', { name: /Helper use/ })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The chart, the same days as a table, nothing used, and no days yet. */
export const AllStates: Story = {
  render: (args) => (
    <StateGrid min="22rem">
      <State name="chart">
        <UsageHistoryChart {...args} />
      </State>
      <State name="table">
        <UsageHistoryChart {...args} defaultView="table" />
      </State>
      <State name="nothing used">
        <UsageHistoryChart {...args} {...NothingUsed.args} />
      </State>
      <State name="no days yet">
        <UsageHistoryChart {...args} days={[]} />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(4);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
