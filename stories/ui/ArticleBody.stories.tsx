import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ArticleBody } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

declare global {
  interface Window {
    /** Set by a payload below if it ever ran. */
    articleScriptRan?: boolean;
  }
}

const article = [
  '<p>Between the ages of three and seven, children learn more than at almost any other time.</p>',
  '<h2>Learning happens in short bursts</h2>',
  '<p>Sorting socks by colour or counting stairs is real practice.</p>',
  '<ul><li>Name the goal together.</li><li>Agree on three steps.</li></ul>',
  '<blockquote>Celebrate the last step, not just the result.</blockquote>',
  '<p><a href="https://example.com/more" rel="noopener noreferrer">Read more</a></p>',
].join('');

/** What a sanitiser should have removed, in case one ever lets it through. */
const payloads = [
  '<script>parent.articleScriptRan = true</script>',
  '<img src="https://invalid.test/x.png" onerror="parent.articleScriptRan = true" alt="">',
  '<p onclick="parent.articleScriptRan = true">Click me</p>',
  '<a href="javascript:parent.articleScriptRan = true">A dangerous link</a>',
  '<svg onload="parent.articleScriptRan = true"></svg>',
].join('');

const frameBody = async (canvasElement: HTMLElement, title: string) => {
  const frame = canvasElement.querySelector<HTMLIFrameElement>(`iframe[title="${title}"]`);
  await expect(frame).not.toBeNull();
  await waitFor(() => expect(frame?.contentDocument?.body?.textContent ?? '').not.toBe(''));
  return { frame: frame!, body: frame!.contentDocument!.body };
};

const meta = {
  title: 'Content/ArticleBody',
  component: ArticleBody,
  tags: ['autodocs'],
  args: { html: article, title: 'Study Support for Little Learners' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ArticleBody>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An article as stored: headings, a list, a quote and a link, in the theme's text look. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const { frame, body } = await frameBody(canvasElement, 'Study Support for Little Learners');
    await expect(body.querySelector('h2')?.textContent).toBe('Learning happens in short bursts');
    await expect(frame).toHaveAttribute('sandbox', expect.not.stringContaining('allow-scripts'));
    // The frame grows to its article instead of scrolling inside.
    await waitFor(() => expect(frame.clientHeight).toBeGreaterThanOrEqual(body.scrollHeight - 1));
  },
};

/** Script that slipped into an article stays inert: the frame runs nothing. */
export const ScriptStaysInert: Story = {
  args: { html: `<p>An article with something it should not have.</p>${payloads}`, title: 'Inert' },
  play: async ({ canvasElement }) => {
    window.articleScriptRan = false;
    const { body } = await frameBody(canvasElement, 'Inert');
    body.querySelector('p[onclick]')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    (body.querySelector('a[href^="javascript"]') as HTMLAnchorElement | null)?.click();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(window.articleScriptRan).toBe(false);
    const policy = body.ownerDocument.querySelector('meta[http-equiv="Content-Security-Policy"]');
    await expect(policy?.getAttribute('content')).toContain("script-src 'none'");
  },
};

/** A full article and a one-line one, each framed and as tall as its text. */
export const AllStates: Story = {
  render: (args) => (
    <StateGrid min="20rem">
      <State name="a full article">
        <ArticleBody {...args} />
      </State>
      <State name="one line">
        <ArticleBody html="<p>A short note for parents.</p>" title="A short note" />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(2);
    await frameBody(canvasElement, 'A short note');
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };

/** An article in Japanese: its frame's document says so, for screen readers and for its glyphs. */
export const InItsLanguage: Story = {
  args: {
    html: '<p>三歳から七歳までの子どもは、毎日の小さな経験から多くのことを学びます。</p><h2>学びは短い時間で</h2>',
    title: '小さな学び手のための学習サポート',
    lang: 'ja',
  },
  play: async ({ canvasElement }) => {
    const { frame, body } = await frameBody(canvasElement, '小さな学び手のための学習サポート');
    await expect(frame).toHaveAttribute('lang', 'ja');
    await expect(body.ownerDocument.documentElement).toHaveAttribute('lang', 'ja');
  },
};
