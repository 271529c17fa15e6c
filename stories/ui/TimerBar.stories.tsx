import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TimerBar, timerStates, type TimerState } from '@taskboard/ui';
import { repeatedLandmarks, State, StateGrid, stateNames } from '../support/StateGrid';

const meta = {
  title: 'Board/TimerBar',
  component: TimerBar,
  tags: ['autodocs'],
  args: {
    minutes: 5,
    remainingSeconds: 300,
    state: 'idle',
    onMinutesChange: fn(),
    onStart: fn(),
    onReset: fn(),
  },
  argTypes: { state: { control: 'inline-radio', options: timerStates } },
} satisfies Meta<typeof TimerBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-state', 'idle');
    await expect(canvas.getByRole('timer')).toHaveTextContent('05:00');
    await expect(canvas.getByText('Maximum timer is 25 minutes.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
  },
};

export const SliderByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Timer length' });
    await expect(slider).toHaveAttribute('aria-valuemin', '1');
    await expect(slider).toHaveAttribute('aria-valuemax', '25');
    await expect(slider).toHaveAttribute('aria-valuetext', '5 min');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onMinutesChange).toHaveBeenCalledWith(6);
  },
};

export const Tip: Story = {
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: 'Timer tip' }).focus();
    await waitFor(() =>
      expect(page.getByRole('tooltip')).toHaveTextContent(
        'Start with 5 min for young kids, max 25 min',
      ),
    );
  },
};

export const Running: Story = {
  args: { state: 'running', minutes: 10, remainingSeconds: 372 },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-state', 'running');
    await expect(canvas.getByRole('timer')).toHaveTextContent('06:12');
    await expect(canvas.getByRole('img', { name: '7 minutes left' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(args.onReset).toHaveBeenCalledOnce();
  },
};

export const AlmostDone: Story = {
  args: { state: 'running', minutes: 5, remainingSeconds: 25 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '25 seconds left' })).toBeVisible();
  },
};

export const Finished: Story = {
  args: { state: 'finished', remainingSeconds: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-state', 'finished');
    await expect(canvas.getByText("Time's up!")).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Time is up' })).toBeVisible();
  },
};

export const Maximum: Story = { args: { minutes: 25, remainingSeconds: 1500 } };

/** The timer counts down here only to show the disc shrinking; the app's timer machine owns time. */
export const Interactive: Story = {
  render: function InteractiveTimer(args) {
    const [minutes, setMinutes] = useState(args.minutes);
    const [state, setState] = useState<TimerState>('idle');
    const [remaining, setRemaining] = useState(args.minutes * 60);
    return (
      <TimerBar
        {...args}
        minutes={minutes}
        state={state}
        remainingSeconds={remaining}
        onMinutesChange={(next) => {
          setMinutes(next);
          if (state !== 'running') setRemaining(next * 60);
        }}
        onStart={() => {
          setState('running');
          setRemaining((seconds) => Math.max(0, seconds - 90));
        }}
        onReset={() => {
          setState('idle');
          setRemaining(minutes * 60);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await expect(canvas.getByRole('timer')).toHaveTextContent('03:30');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(canvas.getByRole('timer')).toHaveTextContent('05:00');
  },
};

export const Mobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1' } },
};

/** Ready, running, almost done, finished, and the longest timer. */
export const AllStates: Story = {
  parameters: repeatedLandmarks,
  render: (args) => (
    <StateGrid min="24rem">
      {[
        { name: 'ready', props: {} },
        { name: 'running', props: Running.args },
        { name: 'almost done', props: AlmostDone.args },
        { name: 'finished', props: Finished.args },
        { name: 'the longest', props: Maximum.args },
      ].map(({ name, props }) => (
        <State key={name} name={name}>
          <TimerBar {...args} {...props} messages={{ label: `Timer (${name})` }} />
        </State>
      ))}
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(5);
    await expect(
      [...canvasElement.querySelectorAll('section[data-state]')].map((timer) =>
        timer.getAttribute('data-state'),
      ),
    ).toEqual(['idle', 'running', 'running', 'finished', 'idle']);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
