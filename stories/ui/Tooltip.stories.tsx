import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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

export const Open: Story = { args: { defaultOpen: true, side: 'bottom' } };

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultOpen: true } };
