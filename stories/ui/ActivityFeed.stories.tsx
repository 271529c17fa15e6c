import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import {
  ActivityFeed,
  activityActions,
  Button,
  DensityProvider,
  defaultActivityFeedMessages,
  headingLevels,
  type ActivityItem,
} from '@taskboard/ui';
import { repeatedLandmarks, State, StateGrid, stateNames } from '../support/StateGrid';

// A fixed "now", so the times read the same on every run: 3 pm on a Thursday, local time.
const now = new Date(2026, 10, 26, 15, 0);
const minutesBefore = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

const items: ActivityItem[] = [
  {
    id: 'a1',
    who: 'Maya',
    action: 'finished',
    subject: 'Feed the fish',
    picture: 'fish',
    when: minutesBefore(2),
  },
  {
    id: 'a2',
    who: 'Leo',
    action: 'started',
    subject: 'Tidy the toys',
    picture: 'toy-box',
    when: minutesBefore(40),
  },
  {
    id: 'a3',
    who: 'Maya',
    action: 'earnedStars',
    subject: 'Feed the fish',
    stars: 3,
    when: minutesBefore(2),
  },
  {
    id: 'a4',
    who: 'Dad',
    action: 'added',
    subject: 'Water the plants',
    picture: 'watering-can',
    when: minutesBefore(3 * 60),
  },
  {
    id: 'a5',
    who: 'Leo',
    action: 'earnedBadge',
    subject: 'Helper',
    when: new Date(2026, 10, 25, 9, 30),
  },
];

/** The sentences of the feed's items, top to bottom: each is the text just before its time. */
const sentences = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('li time')].map(
    (time) => time.previousElementSibling?.textContent,
  );

const meta = {
  title: 'Family/ActivityFeed',
  component: ActivityFeed,
  tags: ['autodocs'],
  args: { items, now, onRetry: fn() },
  argTypes: {
    items: { control: 'object' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    now: { control: 'date' },
    headingLevel: { control: 'inline-radio', options: headingLevels },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ActivityFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Recent activity' });
    await expect(list.tagName).toBe('OL');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    // Newest first, whatever order the items came in; equal times keep theirs.
    await expect(sentences(canvasElement)).toEqual([
      'Maya finished “Feed the fish”',
      'Maya earned 3 stars for “Feed the fish”',
      'Leo started “Tidy the toys”',
      'Dad added “Water the plants”',
      'Leo earned the “Helper” badge',
    ]);
    await expect(canvas.getAllByText('2 min ago')).toHaveLength(2);
    await expect(canvas.getByText('40 min ago')).toBeVisible();
    await expect(canvas.getByText('3 h ago')).toBeVisible();
    await expect(canvas.getByText('yesterday')).toHaveAttribute(
      'datetime',
      new Date(2026, 10, 25, 9, 30).toISOString(),
    );
  },
};

export const RelativeTimes: Story = {
  args: {
    items: [0, 1, 59, 60, 23 * 60, 24 * 60, 4 * 24 * 60].map((minutes, index) => ({
      id: index,
      who: 'Maya',
      action: 'finished' as const,
      subject: `Task ${index}`,
      when: minutesBefore(minutes).toISOString(),
    })),
  },
  play: async ({ canvasElement }) => {
    const fourDaysAgo = new Intl.DateTimeFormat(undefined, {
      month: 'short',
      day: 'numeric',
    }).format(minutesBefore(4 * 24 * 60));
    await expect(
      [...canvasElement.querySelectorAll('time')].map((time) => time.textContent),
    ).toEqual([
      'just now',
      '1 min ago',
      '59 min ago',
      '1 h ago',
      '23 h ago',
      'yesterday',
      fourDaysAgo,
    ]);
  },
};

/** Every action, each with its picture before the sentence for a child who cannot read yet. */
export const EveryAction: Story = {
  args: {
    items: activityActions.map((action, index) => ({
      id: action,
      who: 'Maya',
      action,
      subject: action === 'earnedBadge' ? 'Helper' : 'Feed the fish',
      stars: action === 'earnedStars' ? 1 : undefined,
      when: minutesBefore(index),
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(sentences(canvasElement)).toEqual([
      'Maya finished “Feed the fish”',
      'Maya started “Feed the fish”',
      'Maya added “Feed the fish”',
      'Maya renamed a task to “Feed the fish”',
      'Maya deleted “Feed the fish”',
      'Maya moved “Feed the fish” back',
      'Maya earned the “Helper” badge',
      'Maya set a new goal: “Feed the fish”',
      'Maya reached the goal “Feed the fish”',
      'Maya earned a star for “Feed the fish”',
    ]);
    for (const item of canvasElement.querySelectorAll('li')) {
      // The avatar and the action's picture come first, both decorative.
      const pictures = item.firstElementChild as HTMLElement;
      await expect(pictures.querySelectorAll('svg')).toHaveLength(1);
      await expect(pictures.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      await expect(pictures.textContent).toBe('M');
    }
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading recent activity');
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Recent activity' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Nothing yet today — finished tasks will show here'),
    ).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Failed: Story = {
  args: { error: 'The activity could not be loaded.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The activity could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** An item that arrives is placed by its time and takes no focus from where the reader is. */
export const ItemArrives: Story = {
  render: function Arriving(args) {
    const [shown, setShown] = useState(args.items);
    return (
      <>
        <Button
          onClick={() =>
            setShown([
              ...shown,
              { id: 'new', who: 'Leo', action: 'finished', subject: 'Tidy the toys', when: now },
            ])
          }
        >
          Leo finishes a task
        </Button>
        <ActivityFeed {...args} items={shown} />
      </>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Leo finishes a task' });
    await userEvent.click(button);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(sentences(canvasElement)[0]).toBe('Leo finished “Tidy the toys”');
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('just now');
    await expect(button).toHaveFocus();
  },
};

export const Translated: Story = {
  args: {
    messages: {
      heading: 'Was gerade passiert ist',
      actions: {
        ...defaultActivityFeedMessages.actions,
        finished: (who, subject) => `${who} hat „${subject}“ erledigt`,
      },
      minutesAgo: (minutes) => `vor ${minutes} Min.`,
    },
    items: items.slice(0, 1),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Was gerade passiert ist' })).toBeVisible();
    await expect(canvas.getByText('Maya hat „Feed the fish“ erledigt')).toBeVisible();
    await expect(canvas.getByText('vor 2 Min.')).toBeVisible();
  },
};

/**
 * On a child's tablet, drawn large in a narrow panel: nothing spills sideways and the long word
 * of a title stays on one line.
 */
export const ChildTablet: Story = {
  args: {
    items: [
      {
        id: 1,
        who: 'Maya',
        action: 'finished',
        subject: 'Practise the spelling words',
        picture: 'pencil',
        when: minutesBefore(2),
      },
    ],
  },
  decorators: [
    (Story) => (
      <DensityProvider density="large">
        <div style={{ width: 260 }}>
          <Story />
        </div>
      </DensityProvider>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const item = canvas.getByRole('listitem');
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
    const sentence = canvas.getByText('Maya finished “Practise the spelling words”');
    const range = canvasElement.ownerDocument.createRange();
    const text = sentence.firstChild as Text;
    const start = text.data.indexOf('Practise');
    range.setStart(text, start);
    range.setEnd(text, start + 'Practise'.length);
    await expect(
      new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size,
    ).toBe(1);
  },
};

/** Every state side by side. */
export const AllStates: Story = {
  parameters: repeatedLandmarks,
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: (args) => (
    <StateGrid min="22rem">
      <State name="list">
        <ActivityFeed {...args} />
      </State>
      <State name="every action">
        <ActivityFeed
          {...args}
          items={activityActions.map((action, index) => ({
            id: action,
            who: index % 2 ? 'Leo' : 'Maya',
            action,
            subject: action === 'earnedBadge' ? 'Helper' : 'Feed the fish',
            stars: 2,
            when: minutesBefore(index * 37),
          }))}
        />
      </State>
      <State name="loading">
        <ActivityFeed {...args} loading />
      </State>
      <State name="empty">
        <ActivityFeed {...args} items={[]} />
      </State>
      <State name="failed">
        <ActivityFeed {...args} error="The activity could not be loaded." />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(5);
    await expect(
      [...canvasElement.querySelectorAll('section')].map((feed) => feed.dataset.state),
    ).toEqual(['ready', 'ready', 'loading', 'empty', 'error']);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
