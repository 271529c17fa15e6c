import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SideNav, type SideNavLinkProps } from '@taskboard/ui';
import { repeatedLandmarks, State, StateGrid, stateNames } from '../support/StateGrid';

const items = [
  { href: '/', label: 'Home', icon: '🏠', active: true },
  { href: '/users', label: 'Users', icon: '👥' },
  { href: '/settings', label: 'Settings', icon: '⚙️' },
];

const meta = {
  title: 'Layout/SideNav',
  component: SideNav,
  tags: ['autodocs'],
  args: { items },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Users' })).not.toHaveAttribute('aria-current');
  },
};

const onNavigate = fn();

/** The app passes its router's Link; a stand-in records where it would go. */
export const WithRouterLink: Story = {
  args: {
    renderLink: ({ children, href, ...props }: SideNavLinkProps) => (
      <a
        href={href}
        {...props}
        onClick={(event) => {
          event.preventDefault();
          onNavigate(href);
        }}
      >
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const settings = canvas.getByRole('link', { name: 'Settings' });
    settings.focus();
    await userEvent.keyboard('{Enter}');
    await expect(onNavigate).toHaveBeenCalledWith('/settings');
  },
};

export const SettingsActive: Story = {
  args: { items: items.map((item) => ({ ...item, active: item.href === '/settings' })) },
};

export const Mobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1' } },
};

/** Each page current in turn. */
export const AllStates: Story = {
  parameters: repeatedLandmarks,
  render: (args) => (
    <StateGrid min="14rem">
      {items.map((current) => (
        <State key={current.href} name={`${current.label} current`}>
          <SideNav
            {...args}
            aria-label={`Main (${current.label})`}
            items={items.map((item) => ({ ...item, active: item.href === current.href }))}
          />
        </State>
      ))}
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(items.length);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
