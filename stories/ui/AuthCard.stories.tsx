import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  AuthCard,
  Banner,
  Button,
  PasswordField,
  Stack,
  Text,
  TextField,
  TextLink,
} from '@taskboard/ui';
import { repeatedLandmarks, State, StateGrid, stateNames } from '../support/StateGrid';

const meta = {
  title: 'Layout/AuthCard',
  component: AuthCard,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Welcome back!',
    children: (
      <Stack as="form" gap="lg" aria-label="Log in" onSubmit={(event) => event.preventDefault()}>
        <TextField label="E-mail" type="email" autoComplete="email" />
        <PasswordField label="Password" />
        <Button type="submit">Log in</Button>
      </Stack>
    ),
    footer: (
      <Text size="sm" tone="muted">
        New here? <TextLink href="#signup">Create an account</TextLink>
      </Text>
    ),
  },
  argTypes: { children: { control: false }, footer: { control: false } },
} satisfies Meta<typeof AuthCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back!');
    await expect(canvas.getByRole('region', { name: 'Welcome back!' })).toBeVisible();
  },
};

export const WithError: Story = {
  args: {
    children: (
      <Stack gap="lg">
        <Banner tone="danger">Wrong e-mail or password.</Banner>
        <TextField label="E-mail" type="email" defaultValue="sam@example.com" />
        <PasswordField label="Password" error="Please try again." />
        <Button>Log in</Button>
      </Stack>
    ),
  },
};

export const WithoutFooter: Story = { args: { footer: undefined } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };

/** With a footer, with a failed attempt, and without a footer. */
export const AllStates: Story = {
  parameters: repeatedLandmarks,
  render: (args) => (
    <StateGrid min="24rem">
      <State name="with a footer">
        <AuthCard {...args} />
      </State>
      <State name="after a failed attempt">
        <AuthCard {...args} title="Try again">
          {WithError.args?.children}
        </AuthCard>
      </State>
      <State name="without a footer">
        <AuthCard {...args} title="Set a new password" footer={undefined} />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(3);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
