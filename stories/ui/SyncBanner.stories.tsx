import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { DensityProvider, SyncBanner, syncStatuses, type SyncNotice } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const notices: SyncNotice[] = [
  { id: 'n1', kind: 'changedElsewhere', subject: 'Feed the fish' },
  { id: 'n2', kind: 'deletedElsewhere', subject: 'Water the plants' },
  {
    id: 'n3',
    kind: 'refused',
    subject: 'Tidy the toys',
    detail: 'A grown-up has locked this task.',
  },
];

const meta = {
  title: 'Board/SyncBanner',
  component: SyncBanner,
  tags: ['autodocs'],
  args: { status: 'offline', waitingCount: 2, onDismissNotice: fn() },
  argTypes: {
    status: { control: 'inline-radio', options: syncStatuses },
    waitingCount: { control: { type: 'number', min: 0 } },
    notices: { control: 'object' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SyncBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Offline: Story = {
  play: async ({ canvas, canvasElement }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Offline — changes will sync');
    await expect(status).toHaveTextContent('2 changes waiting');
    // The cloud picture beside the words, decorative.
    await expect(status.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute(
      'data-state',
      'offline',
    );
  },
};

export const Syncing: Story = {
  args: { status: 'syncing', waitingCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Sending your changes…');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 change waiting');
  },
};

export const NoCount: Story = {
  args: { status: 'syncing', waitingCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Sending your changes…$/);
  },
};

export const OnlineRendersNothing: Story = {
  args: { status: 'online', waitingCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state]')).toBeNull();
  },
};

export const Notices: Story = {
  args: { status: 'online', notices },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    const list = canvas.getByRole('list', { name: 'What happened to your changes' });
    await expect(list).toBeVisible();
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Someone changed “Feed the fish” while you were away — we kept the newer change.',
      '“Water the plants” was deleted on another device, so your change to it was not kept.',
      'Your change to “Tidy the toys” could not be saved.A grown-up has locked this task.',
    ]);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Dismiss the note about “Water the plants”' }),
    );
    await expect(args.onDismissNotice).toHaveBeenCalledOnce();
    await expect(args.onDismissNotice).toHaveBeenCalledWith('n2');
  },
};

/** Dismissing takes the notice away (the app drops it); the last one gone, nothing is left. */
export const DismissAll: Story = {
  args: { status: 'online' },
  render: function Dismissing(args) {
    const [shown, setShown] = useState(notices.slice(0, 2));
    return (
      <SyncBanner
        {...args}
        notices={shown}
        onDismissNotice={(id) => setShown(shown.filter((notice) => notice.id !== id))}
      />
    );
  },
  play: async ({ canvas, canvasElement }) => {
    for (const button of canvas.getAllByRole('button', { name: /^Dismiss the note/ })) {
      await userEvent.click(button);
    }
    await expect(canvasElement.querySelector('[data-state]')).toBeNull();
  },
};

export const WithoutDismiss: Story = {
  args: { status: 'offline', notices: notices.slice(0, 1), onDismissNotice: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** On a child's tablet every dismiss button is at least 56 px square. */
export const ChildTablet: Story = {
  args: { status: 'offline', notices },
  decorators: [
    (Story) => (
      <DensityProvider density="large">
        <div style={{ width: 320 }}>
          <Story />
        </div>
      </DensityProvider>
    ),
  ],
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(3);
    for (const button of buttons) {
      const box = button.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(56);
      await expect(box.height).toBeGreaterThanOrEqual(56);
    }
  },
};

export const Translated: Story = {
  args: {
    status: 'offline',
    notices: notices.slice(1, 2),
    messages: {
      offline: 'Hors ligne — tout sera envoyé plus tard',
      waiting: (count) => `${count} en attente`,
      kinds: {
        changedElsewhere: (subject) => `« ${subject} » a changé ailleurs.`,
        deletedElsewhere: (subject) => `« ${subject} » a été supprimé sur un autre appareil.`,
        refused: (subject) => `« ${subject} » n’a pas pu être enregistré.`,
      },
      dismiss: (subject) => `Fermer : ${subject}`,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Hors ligne — tout sera envoyé plus tard2 en attente',
    );
    await expect(
      canvas.getByText('« Water the plants » a été supprimé sur un autre appareil.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Fermer : Water the plants' })).toBeVisible();
  },
};

/** Every state side by side (online with no notices draws nothing, so it is not here). */
export const AllStates: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: (args) => (
    <StateGrid min="24rem">
      <State name="offline">
        <SyncBanner {...args} status="offline" waitingCount={0} />
      </State>
      <State name="offline, 2 changes waiting">
        <SyncBanner {...args} status="offline" waitingCount={2} />
      </State>
      <State name="syncing">
        <SyncBanner {...args} status="syncing" waitingCount={2} />
      </State>
      <State name="online, with notices">
        <SyncBanner {...args} status="online" notices={notices} />
      </State>
      <State name="offline, with a notice">
        <SyncBanner {...args} status="offline" waitingCount={1} notices={notices.slice(0, 1)} />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(5);
    await expect(
      [...canvasElement.querySelectorAll<HTMLElement>('[data-state-name] > div')].map(
        (banner) => banner.dataset.state,
      ),
    ).toEqual(['offline', 'offline', 'syncing', 'online', 'offline']);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
