import { gzipSync } from 'node:zlib';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BadgeArt } from './BadgeArt';
import { badgeTiers, badgeKinds } from './badgeArtNames';
import { EmptyPicture, emptyPictureNames } from './EmptyPicture';
import { StreakPicture, streakStages } from './StreakPicture';
import { TaskPicture } from './TaskPicture';
import { taskPictureNames } from './taskPictureNames';

/** The budget of one artwork: its rendered SVG markup, gzipped (issue: each SVG ≤ 2 KB gzip). */
const ARTWORK_GZIP_BUDGET = 2 * 1024;

const gzipSize = (element: ReactElement) =>
  gzipSync(renderToStaticMarkup(element), { level: 9 }).length;

const artworks: [string, ReactElement][] = [
  ...badgeKinds.flatMap((kind) =>
    badgeTiers.map((tier): [string, ReactElement] => [
      `badge ${kind} ${tier}`,
      <BadgeArt kind={kind} tier={tier} />,
    ]),
  ),
  ...taskPictureNames.map((name): [string, ReactElement] => [
    `task ${name}`,
    <TaskPicture name={name} />,
  ]),
  ...emptyPictureNames.map((name): [string, ReactElement] => [
    `empty ${name}`,
    <EmptyPicture name={name} />,
  ]),
  ...streakStages.map((stage): [string, ReactElement] => [
    `streak ${stage}`,
    <StreakPicture stage={stage} />,
  ]),
];

describe('the illustration set', () => {
  it('has 24 badge artworks, at least 60 task pictures, four empty states and five streak stages', () => {
    expect(badgeKinds.length * badgeTiers.length).toBe(24);
    expect(taskPictureNames.length).toBeGreaterThanOrEqual(60);
    expect(emptyPictureNames).toEqual(['no-goals', 'no-badges', 'no-content', 'offline']);
    expect(streakStages).toHaveLength(5);
  });

  it.each(artworks)('keeps %s within 2 KB gzipped', (_, element) => {
    const markup = renderToStaticMarkup(element);
    expect(markup.startsWith('<svg')).toBe(true);
    expect(gzipSize(element)).toBeLessThanOrEqual(ARTWORK_GZIP_BUDGET);
  });

  it('draws each badge differently: every kind and tier has its own markup', () => {
    const markups = new Set(
      badgeKinds.flatMap((kind) =>
        badgeTiers.map((tier) => renderToStaticMarkup(<BadgeArt kind={kind} tier={tier} />)),
      ),
    );
    expect(markups.size).toBe(24);
  });

  it('tells the tiers apart by shape, not colour alone: ribbon, star count and gem', () => {
    const shapes = (tier: (typeof badgeTiers)[number]) => {
      const markup = renderToStaticMarkup(<BadgeArt kind="helper" tier={tier} />)
        // Strip every colour: what is left is the drawing a greyscale print shows.
        .replace(/(fill|stroke)="[^"]*"/g, '');
      return markup;
    };
    const [bronze, silver, gold] = badgeTiers.map(shapes);
    expect(new Set([bronze, silver, gold]).size).toBe(3);
    const stars = (tier: (typeof badgeTiers)[number]) =>
      (renderToStaticMarkup(<BadgeArt kind="helper" tier={tier} />).match(/<polygon/g) ?? [])
        .length;
    // Bronze one star; silver two; gold three and its sunburst rim.
    expect([stars('bronze'), stars('silver'), stars('gold')]).toEqual([1, 2, 4]);
  });

  it('is decorative unless it is given a label', () => {
    expect(renderToStaticMarkup(<TaskPicture name="shoe" />)).toContain('aria-hidden="true"');
    const labelled = renderToStaticMarkup(<TaskPicture name="shoe" label />);
    expect(labelled).toContain('role="img"');
    expect(labelled).toContain('aria-label="Shoe"');
    expect(
      renderToStaticMarkup(<BadgeArt kind="learner" tier="gold" label="Gold Learner badge" />),
    ).toContain('aria-label="Gold Learner badge"');
  });
});
