import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  GoalCard,
  goalStatuses,
  headingLevels,
  IconButton,
  TaskSwipeCard,
  type Goal,
} from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const categories = [
  { id: 1, name: 'School', icon: '📚' },
  { id: 2, name: 'Home', icon: '🏠' },
  { id: 3, name: 'Sports', icon: '⚽' },
];

const goal: Goal = { id: 7, title: 'Tidy my room', status: 'new', categoryId: null };

const meta = {
  title: 'Board/GoalCard',
  component: GoalCard,
  tags: ['autodocs'],
  args: {
    goal,
    categories,
    onExpandedChange: fn(),
    onTitleChange: fn(),
    onStatusChange: fn(),
    onCategoryChange: fn(),
    onAddTask: fn(),
    onViewBoard: fn(),
    onDelete: fn(),
  },
  argTypes: {
    goal: { control: 'object' },
    headingLevel: { control: 'inline-radio', options: headingLevels },
    expanded: { control: 'boolean' },
    children: { control: false },
    dragHandle: { control: false },
  },
} satisfies Meta<typeof GoalCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ExpandCollapse: Story = {
  args: {
    children: (
      <>
        <TaskSwipeCard
          task={{ id: 1, title: 'Put toys in the box', column: 'new', priority: 'high' }}
          onMove={fn()}
        />
        <TaskSwipeCard task={{ id: 2, title: 'Make the bed', column: 'progress' }} onMove={fn()} />
      </>
    ),
  },
  play: async ({ args, canvas, canvasElement }) => {
    const toggle = canvas.getByRole('button', { name: 'Tasks of Tidy my room' });
    const card = canvasElement.querySelector('article');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Make the bed')).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
    await expect(card).toHaveAttribute('data-state', 'open');
    await expect(canvas.getByText('Make the bed')).toBeVisible();
  },
};

export const EditTitleWithButton: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit title of Tidy my room' }));
    const input = canvas.getByRole('textbox', { name: 'Goal title' });
    await expect(input).toHaveFocus();
    await userEvent.clear(input);
    await userEvent.type(input, '  Clean the desk  {Enter}');
    await expect(args.onTitleChange).toHaveBeenCalledWith('Clean the desk');
    await expect(canvas.queryByRole('textbox', { name: 'Goal title' })).toBeNull();
  },
};

export const EditTitleByDoubleClick: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.dblClick(canvas.getByRole('heading', { name: 'Tidy my room' }));
    const input = canvas.getByRole('textbox', { name: 'Goal title' });
    await userEvent.type(input, ' today');
    // Leaving the field saves.
    await userEvent.click(canvas.getByRole('button', { name: '+ Add Task' }));
    await expect(args.onTitleChange).toHaveBeenCalledWith('Tidy my room today');
  },
};

export const EditCancelledWithEscape: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit title of Tidy my room' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Goal title' }), ' now{Escape}');
    await expect(args.onTitleChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('heading', { name: 'Tidy my room' })).toBeVisible();
  },
};

export const BlankOrUnchangedTitleIsNotSaved: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit title of Tidy my room' }));
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit title of Tidy my room' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Goal title' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Goal title' }), '   {Enter}');
    await expect(args.onTitleChange).not.toHaveBeenCalled();
  },
};

export const ChangeStatus: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await page.findByRole('option', { name: 'Open' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('open');
  },
};

export const ChangeCategory: Story = {
  args: { goal: { ...goal, categoryId: 2 } },
  play: async ({ args, canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const select = canvas.getByRole('combobox', { name: 'Category' });
    await expect(select).toHaveTextContent('Home');
    await userEvent.click(select);
    await userEvent.click(await page.findByRole('option', { name: 'No Category' }));
    await expect(args.onCategoryChange).toHaveBeenCalledWith(null);
    await userEvent.click(select);
    await userEvent.click(await page.findByRole('option', { name: /Sports/ }));
    await waitFor(() => expect(args.onCategoryChange).toHaveBeenLastCalledWith(3));
  },
};

export const Open: Story = {
  args: { goal: { ...goal, status: 'open', categoryId: 1 } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View Board' }));
    await expect(args.onViewBoard).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: '+ Add Task' }));
    await expect(args.onAddTask).toHaveBeenCalledOnce();
  },
};

export const NewHasNoViewBoard: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'View Board' })).toBeNull();
  },
};

export const Closed: Story = {
  args: { goal: { ...goal, status: 'closed' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('article')).toHaveAttribute('data-status', 'closed');
    await expect(canvas.queryByRole('button', { name: 'View Board' })).toBeNull();
  },
};

export const Delete: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete goal Tidy my room' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

/** A description waits behind "More"; line breaks as written. "Edit goal" opens the app's dialog. */
export const WithDescription: Story = {
  args: {
    goal: {
      ...goal,
      description: 'Toys in the box, books on the shelf.\nClothes in the basket.',
    },
    onEdit: fn(),
  },
  play: async ({ args, canvas }) => {
    const more = canvas.getByRole('button', { name: 'More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/Toys in the box/)).not.toBeVisible();
    await userEvent.click(more);
    await expect(canvas.getByText(/Toys in the box/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Edit goal' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

export const WithoutDescriptionHasNoMore: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'More' })).toBeNull();
  },
};

export const WithSpeakAndDragHandle: Story = {
  args: {
    onSpeak: fn(),
    dragHandle: (
      <IconButton label="Reorder Tidy my room">
        <span>⠿</span>
      </IconButton>
    ),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Read aloud: Tidy my room' }));
    await expect(args.onSpeak).toHaveBeenCalledWith('Tidy my room');
  },
};

export const ReadOnly: Story = {
  args: {
    onTitleChange: undefined,
    onStatusChange: undefined,
    onCategoryChange: undefined,
    onAddTask: undefined,
    onDelete: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Edit title/ })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toBeDisabled();
  },
};

export const LongTitle: Story = {
  args: {
    goal: {
      ...goal,
      title:
        'Practise the piano every afternoon after school for twenty minutes, including the scales my teacher gave me last week',
    },
  },
};

export const Controlled: Story = {
  render: function ControlledGoal(args) {
    const [current, setCurrent] = useState(args.goal);
    const [expanded, setExpanded] = useState(true);
    return (
      <GoalCard
        {...args}
        goal={current}
        expanded={expanded}
        onExpandedChange={setExpanded}
        onTitleChange={(title) => setCurrent({ ...current, title })}
        onStatusChange={(status) => setCurrent({ ...current, status })}
        onCategoryChange={(categoryId) => setCurrent({ ...current, categoryId })}
      />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit title of Tidy my room' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Goal title' }), '!{Enter}');
    await expect(canvas.getByRole('heading', { name: 'Tidy my room!' })).toBeVisible();
  },
};

export const Mobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1' } },
};

export const HeadingLevel: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Tidy my room' })).toBeVisible();
  },
};

export const Translated: Story = {
  args: {
    messages: {
      label: (title) => `Ziel: ${title}`,
      status: 'Stand',
      statuses: { new: 'Neu', open: 'Offen', closed: 'Geschlossen' },
      category: 'Kategorie',
      noCategory: 'Keine Kategorie',
      addTask: '+ Aufgabe',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Ziel: Tidy my room' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Stand' })).toHaveTextContent('Neu');
    await expect(canvas.getByRole('combobox', { name: 'Kategorie' })).toHaveTextContent(
      'Keine Kategorie',
    );
    await expect(canvas.getByRole('button', { name: '+ Aufgabe' })).toBeVisible();
  },
};

/** Every status, collapsed and expanded, side by side. */
export const AllStates: Story = {
  render: (args) => (
    <StateGrid min="22rem">
      {goalStatuses.map((status) => (
        <State key={status} name={status}>
          <GoalCard {...args} goal={{ ...goal, status, categoryId: 1 }} />
        </State>
      ))}
      <State name="expanded, no tasks">
        <GoalCard {...args} defaultExpanded />
      </State>
      <State name="expanded, with tasks">
        <GoalCard {...args} defaultExpanded>
          <TaskSwipeCard
            task={{ id: 2, title: 'Make the bed', column: 'progress' }}
            onMove={fn()}
          />
        </GoalCard>
      </State>
      <State name="read only">
        <GoalCard goal={goal} categories={categories} />
      </State>
      <State name="with a description">
        <GoalCard {...args} {...WithDescription.args} />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(7);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };

export const CancelButton: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit title of Tidy my room' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Goal title' }), ' later');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onTitleChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('heading', { name: 'Tidy my room' })).toBeVisible();
  },
};

export const SaveButton: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit title of Tidy my room' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Goal title' }), ' now');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onTitleChange).toHaveBeenCalledOnce();
    await expect(args.onTitleChange).toHaveBeenCalledWith('Tidy my room now');
  },
};
