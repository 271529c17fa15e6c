import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ArticleCard, type ArticleLinkProps, type ArticlePost } from '@taskboard/ui';

const post: ArticlePost = {
  url_id: 'growth-mindset-basics',
  title: 'Growing a growth mindset',
  running_title: 'Small steps that help children enjoy a challenge',
  keywords: ['growth-mindset', 'well-being'],
  target_age: 7,
  author: 'Bitesize Team',
  publication_date: '2026-02-01T08:00:00Z',
};

const meta = {
  title: 'Content/ArticleCard',
  component: ArticleCard,
  tags: ['autodocs'],
  args: {
    post,
    href: `/content/${post.url_id}`,
    tagHref: (keyword: string) => `/content/tags/${keyword}`,
    formatDate: (date: string) => date.slice(0, 10),
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
  args: { post: { ...post, target_age: 35 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Parent')).toBeVisible();
  },
};

export const NoTargetAge: Story = {
  args: { post: { ...post, target_age: null, author: null, publication_date: null } },
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
      running_title:
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

export const Dark: Story = { globals: { theme: 'dark' } };
