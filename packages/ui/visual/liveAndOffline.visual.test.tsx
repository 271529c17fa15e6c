import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { ActivityFeed, SyncBanner, TaskSwipeCard, themeNames } from '../src';
import { renderThemed } from './render';

// The family's activity feed and the offline strip, in both themes: a picture that lost its
// colour, a notice whose edge stopped following its kind, or a waiting mark that moved, changes
// here.

const shot = () => page.getByTestId('shot');
const now = new Date('2026-11-26T18:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe.each(themeNames)('live and offline pieces in the %s theme', (theme) => {
  it('lists what the family did, with a picture for each kind of doing', async () => {
    await renderThemed(
      theme,
      <div style={{ width: 520 }}>
        <ActivityFeed
          now={now}
          items={[
            { id: 1, who: 'Maya', action: 'finished', subject: 'Feed the fish', when: ago(2) },
            { id: 2, who: 'Maya', action: 'earnedBadge', subject: 'Task Crusher', when: ago(2) },
            { id: 3, who: 'Leo', action: 'started', subject: 'Tidy up the toys', when: ago(45) },
            { id: 4, who: 'Leo', action: 'movedBack', subject: 'Water the plants', when: ago(200) },
            { id: 5, who: 'Dad', action: 'createdGoal', subject: 'Ride a bike', when: ago(1500) },
            { id: 6, who: 'Maya', action: 'closedGoal', subject: 'Get dressed', when: ago(4000) },
          ]}
        />
      </div>,
    );
    await expect.element(shot()).toMatchScreenshot(`activity-feed-${theme}`);
  });

  it('shows the offline strip, the sending strip with its notices, and a waiting card', async () => {
    await renderThemed(
      theme,
      <div style={{ display: 'grid', gap: 16, width: 520 }}>
        <SyncBanner status="offline" waitingCount={3} />
        <SyncBanner
          status="syncing"
          waitingCount={1}
          notices={[
            { id: 'a', kind: 'changedElsewhere', subject: 'Feed the fish' },
            { id: 'b', kind: 'deletedElsewhere', subject: 'Water the plants' },
            { id: 'c', kind: 'refused', subject: 'Pack the bag', detail: 'The goal is full' },
          ]}
          onDismissNotice={() => {}}
        />
        <div style={{ width: 240 }}>
          <TaskSwipeCard
            task={{ id: 1, title: 'Brush your teeth', column: 'progress', picture: 'toothbrush' }}
            onMove={() => {}}
            waitingToSync
          />
        </div>
      </div>,
    );
    await expect.element(shot()).toMatchScreenshot(`sync-banner-${theme}`);
  });
});
