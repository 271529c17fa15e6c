import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { RewardCard, RewardRequestCard, StarJar, themeNames } from '../src';
import { renderThemed } from './render';

// The star jar's drawings and the reward cards in each state, in both themes: a jar that draws
// its stars outside the glass, or a card whose state colour stopped applying, changes here.

const shot = () => page.getByTestId('shot');
const zoo = { id: 1, title: 'Trip to the zoo', picture: 'bus', price: 3 } as const;

describe.each(themeNames)('the star jar in the %s theme', (theme) => {
  it('fills from empty to brimming, with a goal line, large, and as a family jar', async () => {
    await renderThemed(
      theme,
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(3, 14rem)' }}>
        <StarJar stars={0} />
        <StarJar stars={2} goal={3} />
        <StarJar stars={20} />
        <StarJar stars={9} goal={12} size="large" />
        <StarJar
          size="large"
          shares={[
            { name: 'Maya', stars: 7 },
            { name: 'Leo', stars: 5 },
          ]}
        />
        <StarJar stars={3} goal={3} size="large" />
        <StarJar stars={7} goal={10} size="small" />
        <StarJar stars={128} size="small" />
      </div>,
    );
    await expect.element(shot()).toMatchScreenshot(`star-jar-${theme}`);
  });

  it('shows a reward locked, affordable, asked, approved and declined', async () => {
    await renderThemed(
      theme,
      <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(2, 20rem)' }}>
        <RewardCard reward={zoo} stars={0} />
        <RewardCard reward={zoo} stars={3} onAsk={() => {}} />
        <RewardCard reward={zoo} stars={3} answer="pending" />
        <RewardCard reward={zoo} stars={0} answer="approved" note="On Saturday!" />
        <RewardCard reward={zoo} stars={1} answer="declined" onAsk={() => {}} />
        <RewardCard reward={{ ...zoo, title: 'Pizza night', family: true, price: 14 }} stars={12} />
      </div>,
    );
    await expect.element(shot()).toMatchScreenshot(`reward-cards-${theme}`);
  });

  it("shows a child's request waiting, approved with undo, declined and undone", async () => {
    const request = {
      id: 1,
      childName: 'Maya',
      rewardTitle: 'Trip to the zoo',
      picture: 'bus',
      price: 3,
      state: 'pending',
    } as const;
    await renderThemed(
      theme,
      <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(2, 22rem)' }}>
        <RewardRequestCard request={request} />
        <RewardRequestCard request={{ ...request, state: 'approved', note: 'Yes!' }} undoable />
        <RewardRequestCard request={{ ...request, state: 'declined', note: 'Not today' }} />
        <RewardRequestCard request={{ ...request, state: 'undone' }} />
      </div>,
    );
    await expect.element(shot()).toMatchScreenshot(`reward-requests-${theme}`);
  });
});
