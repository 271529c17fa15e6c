import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { EditableTitle, SpeakButton, editableTitleSizes } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const meta = {
  title: 'Board/EditableTitle',
  component: EditableTitle,
  tags: ['autodocs'],
  args: {
    value: 'Water the plants',
    onValueChange: fn(),
    onEditingChange: fn(),
    messages: { inputLabel: 'Task title' },
  },
  argTypes: { size: { control: 'inline-radio', options: editableTitleSizes } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EditableTitle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const EditButtonAndEnterSaves: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit title of Water the plants' }));
    const input = canvas.getByRole('textbox', { name: 'Task title' });
    await expect(input).toHaveFocus();
    await expect(args.onEditingChange).toHaveBeenLastCalledWith(true);
    await userEvent.clear(input);
    await userEvent.type(input, '  Water the flowers  {Enter}');
    await expect(args.onValueChange).toHaveBeenCalledOnce();
    await expect(args.onValueChange).toHaveBeenCalledWith('Water the flowers');
    await expect(args.onEditingChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** Saving or cancelling from the keyboard gives focus back to the edit button, not to the page. */
export const FocusReturnsToTheEditButton: Story = {
  play: async ({ canvas }) => {
    const edit = () => canvas.getByRole('button', { name: /^Edit title of/ });
    await userEvent.click(edit());
    await userEvent.type(canvas.getByRole('textbox', { name: 'Task title' }), '!{Enter}');
    await expect(edit()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Escape}');
    await expect(edit()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(edit()).toHaveFocus();
  },
};

export const DoubleClickThenLeavingSaves: Story = {
  render: (args) => (
    <>
      <EditableTitle {...args} />
      <button type="button">Somewhere else</button>
    </>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.dblClick(canvas.getByText('Water the plants'));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Task title' }), ' today');
    await userEvent.click(canvas.getByRole('button', { name: 'Somewhere else' }));
    await expect(args.onValueChange).toHaveBeenCalledOnce();
    await expect(args.onValueChange).toHaveBeenCalledWith('Water the plants today');
  },
};

export const EscapeCancels: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.dblClick(canvas.getByText('Water the plants'));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Task title' }), ' later{Escape}');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.getByText('Water the plants')).toBeVisible();
  },
};

export const UnchangedOrBlankIsNotSaved: Story = {
  play: async ({ args, canvas }) => {
    const edit = () =>
      userEvent.click(canvas.getByRole('button', { name: 'Edit title of Water the plants' }));
    await edit();
    await userEvent.keyboard('{Enter}');
    await edit();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Task title' }), '   {Enter}');
    await edit();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Task title' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Task title' }), '   {Enter}');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.getByText('Water the plants')).toBeVisible();
  },
};

export const SaveAndCancelButtons: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.dblClick(canvas.getByText('Water the plants'));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Task title' }), ' now');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.dblClick(canvas.getByText('Water the plants'));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Task title' }), ' now');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onValueChange).toHaveBeenCalledOnce();
    await expect(args.onValueChange).toHaveBeenCalledWith('Water the plants now');
  },
};

export const ReadOnly: Story = {
  args: { onValueChange: undefined },
  play: async ({ canvas }) => {
    await userEvent.dblClick(canvas.getByText('Water the plants'));
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Edit title/ })).toBeNull();
  },
};

export const DoubleClickOnly: Story = {
  args: { showEditButton: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Edit title/ })).toBeNull();
    await userEvent.dblClick(canvas.getByText('Water the plants'));
    await expect(canvas.getByRole('textbox', { name: 'Task title' })).toHaveValue(
      'Water the plants',
    );
  },
};

export const LargeHeadingWithSpeakButton: Story = {
  args: {
    as: 'h3',
    size: 'lg',
    value: 'Tidy my room',
    messages: { inputLabel: 'Goal title' },
    beside: <SpeakButton text="Tidy my room" onSpeak={fn()} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Tidy my room' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit title of Tidy my room' }));
    // While editing, only the field and its buttons show.
    await expect(canvas.queryByRole('button', { name: 'Read aloud: Tidy my room' })).toBeNull();
  },
};

export const OtherWords: Story = {
  args: {
    value: 'Regar las plantas',
    messages: {
      inputLabel: 'Título de la tarea',
      editLabel: (title) => `Editar el título de ${title}`,
      save: 'Guardar',
      cancel: 'Cancelar',
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Editar el título de Regar las plantas' }),
    );
    await expect(canvas.getByRole('textbox', { name: 'Título de la tarea' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Guardar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  },
};

export const Controlled: Story = {
  render: function ControlledTitle(args) {
    const [title, setTitle] = useState(args.value);
    return <EditableTitle {...args} value={title} onValueChange={setTitle} />;
  },
  play: async ({ canvas }) => {
    await userEvent.dblClick(canvas.getByText('Water the plants'));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Task title' }), '!{Enter}');
    await expect(canvas.getByText('Water the plants!')).toBeVisible();
  },
};

export const Mobile: Story = {
  args: {
    value: 'Practise the piano every afternoon after school for twenty minutes',
  },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBeLessThan(400);
    const title = canvas.getByText(/Practise the piano/);
    // The title keeps a readable width; the edit button moves to a new line instead.
    await expect(title.getBoundingClientRect().width).toBeGreaterThan(120);
  },
};

/** Each size, read only, editing, and with a control beside it. */
export const AllStates: Story = {
  render: (args) => (
    <StateGrid min="20rem">
      {editableTitleSizes.map((size) => (
        <State key={size} name={`size ${size}`}>
          <EditableTitle {...args} size={size} />
        </State>
      ))}
      <State name="read only">
        <EditableTitle value={args.value} />
      </State>
      <State name="editing">
        <EditableTitle
          {...args}
          value="Feed the fish"
          messages={{ inputLabel: 'Fish task title' }}
        />
      </State>
      <State name="with a speak button">
        <EditableTitle
          {...args}
          value="Walk the dog"
          beside={<SpeakButton text="Walk the dog" onSpeak={fn()} />}
        />
      </State>
    </StateGrid>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit title of Feed the fish' }));
    await expect(canvas.getByRole('textbox', { name: 'Fish task title' })).toBeVisible();
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
