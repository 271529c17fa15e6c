import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Avatar, avatarSizes, Stack } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const meta = {
  title: 'Data display/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'sam' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'sam' });
    await expect(avatar).toHaveTextContent('S');
  },
};

export const Family: Story = {
  render: () => (
    <Stack direction="row" gap="sm">
      {['Mum', 'Dad', 'Ella', 'Ömer', 'ángel', '   '].map((name, index) => (
        <Avatar key={index} name={name} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ömer' })).toHaveTextContent('Ö');
    await expect(canvas.getByRole('img', { name: 'ángel' })).toHaveTextContent('Á');
  },
};

export const Sizes: Story = {
  render: () => (
    <Stack direction="row" gap="sm" align="center">
      {avatarSizes.map((size) => (
        <Avatar key={size} name={`Size ${size}`} size={size} />
      ))}
    </Stack>
  ),
};

export const Decorative: Story = {
  args: { 'aria-hidden': true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** Each size, names in other scripts, and a blank name. */
export const AllStates: Story = {
  render: () => (
    <StateGrid min="8rem">
      {avatarSizes.map((size) => (
        <State key={size} name={`size ${size}`}>
          <Avatar name="sam" size={size} />
        </State>
      ))}
      {['Ömer', 'ángel', '   '].map((name) => (
        <State key={name} name={name.trim() ? name : 'no name'}>
          <Avatar name={name} />
        </State>
      ))}
    </StateGrid>
  ),
  play: async ({ canvasElement, canvas }) => {
    await expect(stateNames(canvasElement)).toHaveLength(6);
    await expect(canvas.getByRole('img', { name: 'No name' })).toHaveTextContent('?');
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
