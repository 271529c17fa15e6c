import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { GoalCard, goalStatuses, TaskListItem, themeNames } from '../src';
import { renderThemed } from './render';

// The styles a state attribute switches on, as the browser computes them: the goal's status
// stripe and a done task's grey once matched nothing, because the stylesheet still keyed on
// values the components no longer wrote, and no test looked at the drawn colours.

describe.each(themeNames)('state styles in the %s theme', (theme) => {
  it('draws each goal status with its own stripe colour', async () => {
    await renderThemed(
      theme,
      <div style={{ display: 'grid', gap: 8, width: 480 }}>
        {goalStatuses.map((status) => (
          <GoalCard key={status} goal={{ id: status, title: `A ${status} goal`, status }} />
        ))}
      </div>,
    );
    const stripe = (title: string) =>
      getComputedStyle(page.getByRole('article', { name: `Goal: ${title}` }).element())
        .borderInlineStartColor;
    // The stripe's colour when no status rule matches: the same card without its data-status.
    const card = page.getByRole('article', { name: 'Goal: A new goal' }).element();
    const bare = card.cloneNode(true) as HTMLElement;
    bare.removeAttribute('data-status');
    card.after(bare);
    const unstyled = getComputedStyle(bare).borderInlineStartColor;
    bare.remove();
    const colours = goalStatuses.map((status) => stripe(`A ${status} goal`));
    for (const [index, colour] of colours.entries()) {
      expect(colour, `the ${goalStatuses[index]} stripe`).not.toBe(unstyled);
    }
    expect(new Set(colours).size, colours.join(', ')).toBe(goalStatuses.length);
  });

  it('greys a done task and leaves the others in the text colour', async () => {
    await renderThemed(
      theme,
      <div style={{ display: 'grid', gap: 8, width: 480 }}>
        <TaskListItem
          data-testid="new"
          task={{ id: 1, title: 'Find my lunchbox', column: 'new' }}
        />
        <TaskListItem
          data-testid="progress"
          task={{ id: 2, title: 'Pack my water bottle', column: 'progress' }}
        />
        <TaskListItem data-testid="done" task={{ id: 3, title: 'Zip up my bag', column: 'done' }} />
      </div>,
    );
    const colourOf = (testId: string) => getComputedStyle(page.getByTestId(testId).element()).color;
    const text = getComputedStyle(document.documentElement).color;
    expect(colourOf('new')).toBe(text);
    expect(colourOf('progress')).toBe(text);
    expect(colourOf('done')).not.toBe(text);
    // The grey reaches the title the child reads, not only the row.
    const doneTitle = page.getByText('Zip up my bag', { exact: true }).element();
    expect(getComputedStyle(doneTitle).color).toBe(colourOf('done'));
  });
});
