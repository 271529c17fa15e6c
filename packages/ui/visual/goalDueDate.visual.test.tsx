import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { GoalCard, GoalDueDate, themeNames } from '../src';
import { renderThemed } from './render';

// A goal's due date in sleeps: moons before the day, a sun on it, a clock once it has passed,
// alone, compact and on a parent's goal card, in both themes. A picture that stops drawing
// or a state colour that stops applying changes here.

const shot = () => page.getByTestId('shot');

describe.each(themeNames)('the due date in the %s theme', (theme) => {
  it('counts sleeps in moons, shows today and overdue, compact and on a card', async () => {
    await renderThemed(
      theme,
      <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(2, 22rem)' }}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'start' }}>
          <GoalDueDate daysLeft={-2} />
          <GoalDueDate daysLeft={0} />
          <GoalDueDate daysLeft={1} />
          <GoalDueDate daysLeft={3} />
          <GoalDueDate daysLeft={9} />
          <GoalDueDate daysLeft={9} compact />
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <GoalCard goal={{ id: 1, title: 'Build a den', status: 'open', daysLeft: 2 }} />
        </div>
      </div>,
    );
    await expect.element(shot()).toMatchScreenshot(`goal-due-date-${theme}`);
  });
});
