import { describe, expect, it } from 'vitest';
import type { MessageValues } from '../i18n/useT';
import { activityItemOf, liveSentence, type LiveEvent } from './liveEvents';
import { isOwnChange, noteOwnChange } from './recentChanges';

// A stand-in translator that shows which message and values were chosen.
const t = ((id: string, values?: MessageValues) =>
  values ? `${id} ${JSON.stringify(values)}` : id) as Parameters<typeof liveSentence>[1];

const event = (over: Partial<LiveEvent>): LiveEvent => ({
  id: 1,
  user_id: 7,
  name: 'Maya',
  kind: 'task.moved',
  data: { task_id: 40, goal_id: 4, title: 'Feed the fish', from: 'NEW', to: 'CLOSED' },
  created_at: '2026-11-26T10:00:00.000Z',
  ...over,
});

describe('liveSentence', () => {
  it('says who moved what where, in the column names of the board', () => {
    expect(liveSentence(event({}), t, 1)).toBe(
      'live.moved {"who":"Maya","title":"Feed the fish","column":"board.columnTitle.CLOSED"}',
    );
  });

  it('stays quiet about a change this tab made itself a moment ago', () => {
    noteOwnChange('PUT', 'http://127.0.0.1/api/backlog/task/41', 1_000);
    expect(isOwnChange('task', 41, 2_000)).toBe(true);
    expect(isOwnChange('task', 41, 20_000)).toBe(false);
    noteOwnChange('PUT', '/api/backlog/task/42');
    expect(
      liveSentence(event({ data: { task_id: 42, title: 'Mine', to: 'OPEN' } }), t, 1),
    ).toBeNull();
    // A badge the same member earned by this tab's own move was celebrated on the board.
    expect(liveSentence(event({ kind: 'badge.earned', data: {} }), t, 7)).toBeNull();
    expect(liveSentence(event({ kind: 'badge.earned', data: {} }), t, 1)).toBe(
      'live.badge {"who":"Maya"}',
    );
  });

  it('says nothing of settings, streak days or reorders, or of an unnamed member', () => {
    for (const kind of ['settings.changed', 'streak.changed', 'goals.reordered'] as const) {
      expect(liveSentence(event({ kind, data: {} }), t, 1)).toBeNull();
    }
    expect(liveSentence(event({ name: '' }), t, 1)).toBeNull();
  });

  it('notes only changing calls to a task or goal address', () => {
    noteOwnChange('GET', '/api/backlog/task/50');
    noteOwnChange('POST', '/api/backlog/goals/51');
    expect(isOwnChange('task', 50)).toBe(false);
    expect(isOwnChange('goal', 51)).toBe(true);
    expect(isOwnChange('goal', '51')).toBe(false);
  });
});

describe('activityItemOf', () => {
  const item = (kind: LiveEvent['kind'], data: Record<string, unknown>) => ({
    id: 3,
    user_id: 7,
    username: 'maya_kid',
    name: 'Maya',
    kind,
    data,
    created_at: '2026-11-26T10:00:00.000Z',
  });

  it('turns a move into finished, started or moved back by where the task went', () => {
    expect(activityItemOf(item('task.moved', { title: 'A', to: 'CLOSED' }), t)?.action).toBe(
      'finished',
    );
    expect(activityItemOf(item('task.moved', { title: 'A', to: 'OPEN' }), t)?.action).toBe(
      'started',
    );
    expect(activityItemOf(item('task.moved', { title: 'A', to: 'NEW' }), t)?.action).toBe(
      'movedBack',
    );
  });

  it('names a badge by its type, and leaves out what the feed does not show', () => {
    expect(
      activityItemOf(item('badge.earned', { badge_type: 'TASK_CRUSHER', tier: 'BRONZE' }), t),
    ).toEqual({
      id: 3,
      who: 'Maya',
      when: '2026-11-26T10:00:00.000Z',
      action: 'earnedBadge',
      subject: 'profile.badgeName.TASK_CRUSHER',
    });
    expect(activityItemOf(item('settings.changed', {}), t)).toBeNull();
  });
});
