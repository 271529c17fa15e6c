import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { HeroMedia } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const meta = {
  title: 'Content/HeroMedia',
  component: HeroMedia,
  tags: ['autodocs'],
  args: {
    image: {
      src: '/hero/hero-480.jpg',
      alt: 'A task card moving from New through In Progress to Done on the TaskBoard',
    },
    video: {
      poster: '/hero/hero-poster.jpg',
      sources: [
        { src: '/hero/hero.webm', type: 'video/webm' },
        { src: '/hero/hero.mp4', type: 'video/mp4' },
      ],
    },
  },
} satisfies Meta<typeof HeroMedia>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide windows get the muted loop with its poster; narrower ones the still image. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-media]');
    const wide = window.matchMedia('(min-width: 768px)').matches;
    await waitFor(() => expect(root).toHaveAttribute('data-media', wide ? 'video' : 'image'));
    if (wide) {
      const video = canvasElement.querySelector('video')!;
      await expect(video.muted).toBe(true);
      await expect(video.loop).toBe(true);
      await expect(video).toHaveAttribute('poster', '/hero/hero-poster.jpg');
    } else {
      await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', meta.args.image.alt);
    }
  },
};

/** Below the video width only the still image is in the page, so phones never fetch the video. */
export const NarrowWindow: Story = {
  args: { videoMinWidth: 100_000 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-media]')).toHaveAttribute(
      'data-media',
      'image',
    );
    await expect(canvasElement.querySelector('video')).toBeNull();
  },
};

/** The still image (narrow windows, reduced motion's first paint) and the video (wide windows). */
export const AllStates: Story = {
  render: (args) => (
    <StateGrid min="20rem">
      <State name="still image">
        <HeroMedia {...args} videoMinWidth={100_000} />
      </State>
      <State name="video">
        <HeroMedia {...args} videoMinWidth={0} />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(2);
    await waitFor(() =>
      expect(
        [...canvasElement.querySelectorAll('[data-media]')].map((media) =>
          media.getAttribute('data-media'),
        ),
      ).toEqual(['image', 'video']),
    );
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
