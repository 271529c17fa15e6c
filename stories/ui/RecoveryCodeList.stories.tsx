import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { RecoveryCodeList } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const codes = [
  'k7m2p-x9qra',
  'hw3ze-5ntcb',
  'q8vjd-2rmka',
  'zp4xs-7gueh',
  'mc9tn-3bwyf',
  'ra6ke-8pzdq',
  'yt2hu-4xnvc',
  'bf5wq-9sjmr',
  'ne3ca-6kdtz',
  'ux7gm-2hqpy',
];

const meta = {
  title: 'Data display/RecoveryCodeList',
  component: RecoveryCodeList,
  tags: ['autodocs'],
  args: { codes },
} satisfies Meta<typeof RecoveryCodeList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TenCodes: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Recovery codes' });
    await expect(list.querySelectorAll('li')).toHaveLength(10);
    await expect(canvas.getByText('k7m2p-x9qra')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download codes' })).toBeEnabled();
  },
};

export const Copying: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy codes' }));
    // Copied where the browser allows it; otherwise it says so and the codes stay selectable.
    const root = canvasElement.querySelector('[data-state]');
    await waitFor(() => expect(root).not.toHaveAttribute('data-state', 'idle'));
    await expect(['copied', 'failed']).toContain(root?.getAttribute('data-state'));
    if (root?.getAttribute('data-state') === 'copied') {
      await expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible();
    } else {
      await expect(canvas.getByRole('alert')).toHaveTextContent(
        'Could not copy: select the codes instead',
      );
    }
  },
};

export const OwnWords: Story = {
  args: {
    messages: { listLabel: 'Backup codes', copy: 'Copy all', download: 'Save as a file' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Backup codes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy all' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save as a file' })).toBeVisible();
  },
};

/** The codes in English, and in other words. */
export const AllStates: Story = {
  render: (args) => (
    <StateGrid min="18rem">
      <State name="codes">
        <RecoveryCodeList {...args} />
      </State>
      <State name="other words">
        <RecoveryCodeList {...args} {...OwnWords.args} />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(2);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
