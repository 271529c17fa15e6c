import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppBar, Button, Menu } from '@taskboard/ui';
import { repeatedLandmarks, State, StateGrid, stateNames } from '../support/StateGrid';

const meta = {
  title: 'Layout/AppBar',
  component: AppBar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    brand: <a href="/">Bitesize TaskBoard</a>,
    children: <a href="/homepage#features">Features</a>,
    actions: (
      <Button asChild size="sm">
        <a href="/login">Login</a>
      </Button>
    ),
  },
} satisfies Meta<typeof AppBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  },
};

const onLogout = fn();

export const SignedIn: Story = {
  args: {
    actions: (
      <Menu.Root>
        <Menu.Trigger asChild>
          <Button variant="secondary" size="sm">
            Account
          </Button>
        </Menu.Trigger>
        <Menu.Content>
          <Menu.Item>View Profile</Menu.Item>
          <Menu.Item>Go To TaskBoard</Menu.Item>
          <Menu.Separator />
          <Menu.Item tone="danger" onSelect={onLogout}>
            Logout
          </Menu.Item>
        </Menu.Content>
      </Menu.Root>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Account' }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Logout' }));
    await expect(onLogout).toHaveBeenCalledOnce();
  },
};

export const BrandOnly: Story = { args: { children: undefined, actions: undefined } };

export const Mobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1' } },
};

/** Signed out, signed in, and the brand alone. */
export const AllStates: Story = {
  parameters: repeatedLandmarks,
  render: (args) => (
    <StateGrid min="100%">
      <State name="signed out">
        <AppBar {...args} />
      </State>
      <State name="signed in">
        <AppBar {...args} actions={SignedIn.args?.actions} />
      </State>
      <State name="brand only">
        <AppBar brand={args.brand} />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(3);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
