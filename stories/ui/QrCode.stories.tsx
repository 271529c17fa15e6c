import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QrCode } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const authenticatorLink =
  'otpauth://totp/Bitesize%20TaskBoard:parent%40example.com?issuer=Bitesize%20TaskBoard&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30';

const meta = {
  title: 'Data display/QrCode',
  component: QrCode,
  tags: ['autodocs'],
  args: { value: authenticatorLink, label: 'QR code for your authenticator app' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** What the Security tab shows while a parent sets up two-factor sign-in. */
export const AuthenticatorApp: Story = {
  play: async ({ canvas }) => {
    const code = canvas.getByRole('img', { name: 'QR code for your authenticator app' });
    await expect(code).toBeVisible();
    // A link of this length needs a version 9 symbol (53 modules) at medium error correction.
    await expect(code).toHaveAttribute('data-modules', '53');
  },
};

export const ShortText: Story = {
  args: { value: 'https://example.com', label: 'QR code for the example site' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'QR code for the example site' })).toHaveAttribute(
      'data-modules',
      '25',
    );
  },
};

/** Still dark on light in the dark theme: that is what scanners read. */
/** A long link and a short one. */
export const AllStates: Story = {
  render: (args) => (
    <StateGrid min="14rem">
      <State name="an authenticator link">
        <QrCode {...args} />
      </State>
      <State name="a short link">
        <QrCode {...args} {...ShortText.args} />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(2);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
