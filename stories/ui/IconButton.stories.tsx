import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  buttonSizes,
  buttonTones,
  buttonVariants,
  CloseIcon,
  IconButton,
  MoreIcon,
  PlusIcon,
  Stack,
} from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { label: 'Add task', children: <PlusIcon />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
    pending: { control: 'boolean' },
    disabled: { control: 'boolean' },
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add task' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    const box = button.getBoundingClientRect();
    await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  },
};

export const Variants: Story = {
  render: (args) => (
    <Stack direction="row" gap="sm">
      {buttonVariants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} label={`More (${variant})`}>
          <MoreIcon />
        </IconButton>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(buttonVariants.length);
  },
};

export const Pending: Story = {
  args: { pending: true, label: 'Closing', children: <CloseIcon /> },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Closing' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** Every variant in every tone, and the pending and disabled states. */
export const AllStates: Story = {
  render: (args) => (
    <StateGrid min="12rem">
      {buttonTones.flatMap((tone) =>
        buttonVariants.map((variant) => (
          <State key={`${variant}-${tone}`} name={`${variant}, ${tone}`}>
            <IconButton
              {...args}
              variant={variant}
              tone={tone}
              label={`Close (${variant}, ${tone})`}
            >
              <CloseIcon />
            </IconButton>
          </State>
        )),
      )}
      <State name="pending">
        <IconButton {...args} pending label="Adding" />
      </State>
      <State name="disabled">
        <IconButton {...args} disabled label="Cannot add" />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(8);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
