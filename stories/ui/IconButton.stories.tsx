import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { buttonVariants, CloseIcon, IconButton, MoreIcon, PlusIcon, Stack } from '@taskboard/ui';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { label: 'Add task', children: <PlusIcon />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
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

export const Loading: Story = {
  args: { loading: true, label: 'Closing', children: <CloseIcon /> },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Closing' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Dark: Story = { globals: { theme: 'dark' }, render: Variants.render };
