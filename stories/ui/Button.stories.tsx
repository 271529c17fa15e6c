import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonTones, buttonVariants, PlusIcon, Stack } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Add task', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
    pending: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add task' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <Stack direction="row" gap="sm" wrap>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const variant of buttonVariants) {
      await expect(canvas.getByRole('button', { name: variant })).toHaveAttribute(
        'data-variant',
        variant,
      );
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" gap="sm" align="center" wrap>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          Size {size}
        </Button>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    // Even the small button keeps a 44 px touch target.
    const small = canvas.getByRole('button', { name: 'Size sm' });
    await expect(small.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <PlusIcon /> Add task
      </>
    ),
  },
};

export const Pending: Story = {
  args: { pending: true, children: 'Saving…' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Saving…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add task' }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Danger: Story = {
  args: { tone: 'danger', children: 'Delete goal' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Delete goal' })).toHaveAttribute(
      'data-tone',
      'danger',
    );
  },
};

export const LongText: Story = {
  args: { children: 'Finish the very long science project about volcanoes before Friday' },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
};

export const AsLink: Story = {
  args: {
    asChild: true,
    children: <a href="#board">View Board</a>,
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'View Board' });
    await expect(link).toHaveAttribute('href', '#board');
    await expect(link).toHaveAttribute('data-variant', 'primary');
  },
};

export const KeyboardActivation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add task' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** Every variant in every tone, hovered and not, and the pending and disabled states. */
export const AllStates: Story = {
  render: (args) => (
    <StateGrid min="12rem">
      {buttonTones.flatMap((tone) =>
        buttonVariants.map((variant) => (
          <State key={`${variant}-${tone}`} name={`${variant}, ${tone}`}>
            <Button {...args} variant={variant} tone={tone}>
              {tone === 'danger' ? 'Delete goal' : 'Add task'}
            </Button>
          </State>
        )),
      )}
      <State name="pending">
        <Button {...args} pending>
          Saving…
        </Button>
      </State>
      <State name="disabled">
        <Button {...args} disabled />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(8);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
