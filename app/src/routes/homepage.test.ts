import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The landing page's hero loop (board spec §2): a short video made from the product's own
// artwork, at most 300 KB in each format, so a first visit on a phone stays light.
const hero = fileURLToPath(new URL('../../public/hero/', import.meta.url));
const MAX_VIDEO_BYTES = 300 * 1000;

describe("the landing page's hero video", () => {
  const videos = readdirSync(hero).filter((name) => /\.(webm|mp4)$/.test(name));

  it('comes in the two formats the page offers', () => {
    expect(videos.sort()).toEqual(['hero.mp4', 'hero.webm']);
  });

  it.each(videos)('%s weighs at most 300 KB', (name) => {
    expect(statSync(`${hero}${name}`).size).toBeLessThanOrEqual(MAX_VIDEO_BYTES);
  });
});
