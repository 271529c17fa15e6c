import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ArticleCard, headingLevels, type ArticleLinkProps, type ArticlePost } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const post: ArticlePost = {
  title: 'Growing a growth mindset',
  summary: 'Small steps that help children enjoy a challenge',
  keywords: ['growth-mindset', 'well-being'],
  targetAge: 7,
  author: 'Bitesize Team',
  publishedAt: '2026-02-01T08:00:00Z',
};

const meta = {
  title: 'Content/ArticleCard',
  component: ArticleCard,
  tags: ['autodocs'],
  args: {
    post,
    href: '/content/growth-mindset-basics',
    tagHref: (keyword: string) => `/content/tags/${keyword}`,
    formatDate: (date: string) => date.slice(0, 10),
  },
  argTypes: {
    post: { control: 'object' },
    headingLevel: { control: 'inline-radio', options: headingLevels },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ArticleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Growing a growth mindset' })).toHaveAttribute(
      'href',
      '/content/growth-mindset-basics',
    );
    await expect(canvas.getByRole('link', { name: 'well-being' })).toHaveAttribute(
      'href',
      '/content/tags/well-being',
    );
    await expect(canvas.getByText('7-8')).toBeVisible();
    await expect(canvas.getByText('2026-02-01')).toBeVisible();
  },
};

export const ForParents: Story = {
  args: { post: { ...post, targetAge: 35 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Parent')).toBeVisible();
  },
};

export const NoTargetAge: Story = {
  args: { post: { ...post, targetAge: null, author: null, publishedAt: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('N/A')).toBeVisible();
  },
};

const onNavigate = fn();

/** The app passes its router's Link; here a stand-in records where it would go. */
export const WithRouterLink: Story = {
  args: {
    renderLink: ({ href, className, children }: ArticleLinkProps) => (
      <a
        href={href}
        className={className}
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
    await userEvent.click(canvas.getByRole('link', { name: 'growth-mindset' }));
    await expect(onNavigate).toHaveBeenCalledWith('/content/tags/growth-mindset');
  },
};

export const PlainTags: Story = {
  args: { tagHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'well-being' })).toBeNull();
    await expect(canvas.getByText('well-being')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    post: {
      ...post,
      title:
        'How to help a child who feels overwhelmed by homework, chores and after-school activities',
      summary:
        'Breaking big jobs into bitesize steps, celebrating progress and keeping a calm, predictable routine at home',
      keywords: [
        'study-support',
        'well-being',
        'growth-mindset',
        'routines',
        'family-time',
        'homework',
      ],
    },
  },
};

export const Mobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1' } },
};

export const Translated: Story = {
  args: {
    messages: {
      age: 'Alter',
      author: 'Von',
      published: 'Erschienen',
      ageRange: (from, to) => `${from}–${to} Jahre`,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Alter')).toBeVisible();
    await expect(canvas.getByText('7–8 Jahre')).toBeVisible();
    await expect(canvas.getByText('Von')).toBeVisible();
  },
};

/** Every state side by side: a child's post, a parent's, one with nothing but a title. */
export const AllStates: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: (args) => (
    <StateGrid min="22rem">
      <State name="for a child">
        <ArticleCard {...args} />
      </State>
      <State name="for parents">
        <ArticleCard {...args} post={{ ...post, targetAge: 35 }} />
      </State>
      <State name="no age, author or date">
        <ArticleCard
          {...args}
          post={{ title: post.title, targetAge: null, keywords: [] }}
          tagHref={undefined}
        />
      </State>
      <State name="plain tags">
        <ArticleCard {...args} tagHref={undefined} />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(4);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
