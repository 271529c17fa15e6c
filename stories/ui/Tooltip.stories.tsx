import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { State, StateGrid } from '../support/StateGrid';
import { IconButton, InfoIcon, Tooltip } from '@taskboard/ui';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: {
    content: 'Start with 5 min for young kids, max 25 min',
    delayDuration: 0,
    children: (
      <IconButton label="Timer tips">
        <InfoIcon />
      </IconButton>
    ),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Timer tips' })).toHaveFocus();
    await expect(await page.findByRole('tooltip')).toHaveTextContent(
      'Start with 5 min for young kids, max 25 min',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
  },
};

const tip = 'Start with 5 min for young kids, max 25 min';

/** A phone has no hover: a tap opens the hint (a toggletip), is announced, and a tap closes it. */
export const TapToggles: Story = {
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole('button', { name: 'Timer tips' });
    await userEvent.pointer({ keys: '[TouchA]', target: button });
    await expect(await page.findByRole('tooltip')).toHaveTextContent(tip);
    await expect(canvas.getByRole('status')).toHaveTextContent(tip);
    await userEvent.pointer({ keys: '[TouchA]', target: button });
    await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** A tap anywhere else closes an open hint. */
export const TapElsewhereCloses: Story = {
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.pointer({
      keys: '[TouchA]',
      target: canvas.getByRole('button', { name: 'Timer tips' }),
    });
    await expect(await page.findByRole('tooltip')).toBeVisible();
    await userEvent.pointer({ keys: '[TouchA]', target: canvasElement.ownerDocument.body });
    await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
  },
};

/** Pressing the control (Enter, or a screen reader's activation) says the hint aloud. */
export const PressAnnounces: Story = {
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(await page.findByRole('tooltip')).toBeVisible();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent(tip);
    await expect(page.getByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
  },
};

/** A mouse keeps the tooltip's own behaviour: the hint shows on hover, a click hides it. */
export const MouseHover: Story = {
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole('button', { name: 'Timer tips' });
    await userEvent.hover(button);
    await expect(await page.findByRole('tooltip')).toBeVisible();
    await userEvent.click(button);
    await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Open: Story = { args: { defaultOpen: true, side: 'bottom' } };

/** Closed and open, each side. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ paddingBlock: '4rem' }}>
      <StateGrid min="12rem">
        <State name="closed">
          <Tooltip {...args} />
        </State>
        {(['top', 'bottom'] as const).map((side) => (
          <State key={side} name={`open, ${side}`}>
            <Tooltip {...args} side={side} defaultOpen>
              <IconButton label={`Timer tips (${side})`}>
                <InfoIcon />
              </IconButton>
            </Tooltip>
          </State>
        ))}
      </StateGrid>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findAllByRole('tooltip')).toHaveLength(2);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
