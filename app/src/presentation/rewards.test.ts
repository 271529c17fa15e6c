import { describe, expect, it } from 'vitest';
import type { Redemption, Reward } from '@taskboard/contract';
import {
  ANSWER_SHOWN_MS,
  lastRequestFor,
  rewardAnswerOf,
  rewardOf,
  rewardRequestOf,
  starSharesOf,
} from './rewards';

const now = Date.parse('2026-11-26T15:00:00Z');

const reward: Reward = {
  id: 4,
  title: 'Trip to the zoo',
  picture: 'bus',
  price: 3,
  child_id: 9,
  archived: false,
  stars: 1,
  missing: 2,
  shares: [],
  pending_request_id: null,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
};

const request = (status: Redemption['status'], id = 1, decidedAgoMs = 1000): Redemption => ({
  id,
  reward_id: 4,
  reward_title: 'Trip to the zoo',
  reward_picture: 'bus',
  family_reward: false,
  child_id: 9,
  child_username: 'maya',
  status,
  price: 3,
  note: status === 'DECLINED' ? 'Not this week' : null,
  shares: [],
  requested_at: new Date(now - decidedAgoMs - 5000).toISOString(),
  decided_at: status === 'PENDING' ? null : new Date(now - decidedAgoMs).toISOString(),
  undone_at: null,
  undo_until: null,
});

describe('the star jar in the ui words', () => {
  it('makes a family reward of one for no child in particular', () => {
    expect(rewardOf(reward)).toEqual({
      id: 4,
      title: 'Trip to the zoo',
      picture: 'bus',
      price: 3,
      family: false,
    });
    expect(rewardOf({ ...reward, child_id: null }).family).toBe(true);
  });

  it('shows a child the wait, and the answer for a day; an undone approval shows nothing', () => {
    expect(rewardAnswerOf(null, now)).toBeNull();
    expect(rewardAnswerOf(request('PENDING'), now)).toBe('pending');
    expect(rewardAnswerOf(request('APPROVED'), now)).toBe('approved');
    expect(rewardAnswerOf(request('DECLINED'), now)).toBe('declined');
    expect(rewardAnswerOf(request('UNDONE'), now)).toBeNull();
    expect(rewardAnswerOf(request('APPROVED', 1, ANSWER_SHOWN_MS), now)).toBe('approved');
    expect(rewardAnswerOf(request('APPROVED', 1, ANSWER_SHOWN_MS + 1), now)).toBeNull();
  });

  it('finds the newest request for a reward', () => {
    const list = [request('PENDING', 3), { ...request('DECLINED', 2), reward_id: 5 }];
    expect(lastRequestFor(list, 4)?.id).toBe(3);
    expect(lastRequestFor(list, 5)?.id).toBe(2);
    expect(lastRequestFor(list, 6)).toBeNull();
  });

  it("gives the parent's card the request's state, child, price and note", () => {
    expect(rewardRequestOf(request('DECLINED'), 'Today')).toEqual({
      id: 1,
      childName: 'maya',
      rewardTitle: 'Trip to the zoo',
      picture: 'bus',
      price: 3,
      state: 'declined',
      note: 'Not this week',
      when: 'Today',
    });
    expect(rewardRequestOf(request('UNDONE'), '').state).toBe('undone');
  });

  it('names each child in the family jar', () => {
    expect(
      starSharesOf([
        { child_id: 1, username: 'maya', stars: 7 },
        { child_id: 2, username: 'leo', stars: 5 },
      ]),
    ).toEqual([
      { name: 'maya', stars: 7 },
      { name: 'leo', stars: 5 },
    ]);
  });
});
