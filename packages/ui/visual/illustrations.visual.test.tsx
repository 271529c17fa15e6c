import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import {
  BadgeArt,
  badgeTiers,
  badgeKinds,
  BadgeTier,
  Celebration,
  EmptyPicture,
  emptyPictureNames,
  EmptyState,
  StreakCard,
  StreakPicture,
  streakStages,
  TaskPicture,
  TaskPicturePicker,
  taskPictureNames,
  TaskSwipeCard,
  themeNames,
} from '../src';
import { renderThemed } from './render';

const shot = () => page.getByTestId('shot');
const grid = { display: 'grid', gap: 8 } as const;

describe.each(themeNames)('illustrations in the %s theme', (theme) => {
  it('draws every task picture', async () => {
    await renderThemed(
      theme,
      <div style={{ ...grid, gridTemplateColumns: 'repeat(11, 3rem)' }}>
        {taskPictureNames.map((name) => (
          <TaskPicture key={name} name={name} />
        ))}
      </div>,
    );
    await expect.element(shot()).toMatchScreenshot(`task-pictures-${theme}`);
  });

  it('draws the 24 badges, one row per kind: bronze, silver, gold', async () => {
    await renderThemed(
      theme,
      <div style={{ ...grid, gridTemplateColumns: 'repeat(6, 4.5rem)' }}>
        {badgeKinds.flatMap((kind) =>
          badgeTiers.map((tier) => <BadgeArt key={`${kind}-${tier}`} kind={kind} tier={tier} />),
        )}
      </div>,
    );
    await expect.element(shot()).toMatchScreenshot(`badges-${theme}`);
  });

  it('draws the empty-state pictures and the streak stages', async () => {
    await renderThemed(
      theme,
      <div style={{ ...grid, gridTemplateColumns: 'repeat(5, 9rem)' }}>
        {emptyPictureNames.map((name) => (
          <EmptyPicture key={name} name={name} />
        ))}
        {streakStages.map((stage) => (
          <StreakPicture key={stage} stage={stage} size="lg" />
        ))}
      </div>,
    );
    await expect.element(shot()).toMatchScreenshot(`empty-and-streak-${theme}`);
  });

  it.each([0, 1, 4, 12, 45])('shows a %i-day streak as its plant', async (days) => {
    await renderThemed(theme, <StreakCard current={days} longest={45} style={{ width: 420 }} />);
    await expect.element(shot()).toMatchScreenshot(`streak-card-${days}-${theme}`);
  });

  it('shows earned badges with their artwork, and the empty badge panel', async () => {
    await renderThemed(
      theme,
      <div style={{ ...grid, width: 640 }}>
        <BadgeTier
          badges={[
            { id: 1, name: 'Task Crusher', tier: 'gold', kind: 'taskCrusher' },
            { id: 2, name: 'Learner', tier: 'silver', kind: 'learner' },
            { id: 3, name: 'Helper', tier: 'bronze', kind: 'helper' },
          ]}
        />
        <BadgeTier badges={[]} />
      </div>,
    );
    await expect.element(shot()).toMatchScreenshot(`badge-tier-${theme}`);
  });

  it('shows each empty state with its picture', async () => {
    await renderThemed(
      theme,
      <div style={{ ...grid, gridTemplateColumns: 'repeat(2, 300px)' }}>
        <EmptyState icon={<EmptyPicture name="no-goals" />} title="No goals created yet" />
        <EmptyState icon={<EmptyPicture name="no-badges" />} title="No badges yet" />
        <EmptyState icon={<EmptyPicture name="no-content" />} title="No content posts found." />
        <EmptyState icon={<EmptyPicture name="offline" />} title="You are offline" />
      </div>,
    );
    await expect.element(shot()).toMatchScreenshot(`empty-states-${theme}`);
  });

  it('shows a task card with its picture, and the picker with one chosen', async () => {
    await renderThemed(
      theme,
      <div style={{ ...grid, width: 420 }}>
        <TaskSwipeCard
          task={{ id: 1, title: 'Brush your teeth', column: 'new', picture: 'toothbrush' }}
          onMove={() => {}}
        />
        <TaskPicturePicker label="Picture" value="shoe" onValueChange={() => {}} />
      </div>,
    );
    await expect.element(shot()).toMatchScreenshot(`task-card-and-picker-${theme}`);
  });

  it.each(['task', 'goal'] as const)('shows the still %s celebration', async (kind) => {
    await renderThemed(theme, <Celebration celebration={{ id: 1, kind }} calm />);
    await expect
      .element(page.getByTestId('celebration'))
      .toMatchScreenshot(`celebration-${kind}-${theme}`);
  });
});
