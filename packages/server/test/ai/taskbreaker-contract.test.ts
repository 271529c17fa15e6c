import { describe, expect, it } from 'vitest';
import {
  breakDownBody,
  breakDownResponse,
  DEFAULT_ADDITIONAL_CONTEXT,
  DEFAULT_CHILD_AGE,
  taskbreakerHealth,
  tokenUsage,
  usageHistoryQuery,
  usageHistoryResponse,
} from '../../../contract/src/schemas/taskbreaker';

describe('taskbreaker contract', () => {
  it('has the spec §9 defaults', () => {
    expect(DEFAULT_CHILD_AGE).toBe(7);
    expect(DEFAULT_ADDITIONAL_CONTEXT).toBe(
      'This is for a task management system for children and families.',
    );
  });

  it('trims the goal and accepts the optional fields', () => {
    expect(
      breakDownBody.parse({ goal: '  Tidy my room ', age: 4, additional_context: 'x' }),
    ).toEqual({ goal: 'Tidy my room', age: 4, additional_context: 'x' });
    expect(breakDownBody.parse({ goal: 'Read' })).toEqual({ goal: 'Read' });
  });

  it.each([
    [{}, 'The goal is required'],
    [{ goal: '   ' }, 'The goal is required'],
    [{ goal: 'x'.repeat(201) }, 'The goal must be at most 200 characters long'],
    [{ goal: 'Read', age: 2 }, 'The age must be at least 3'],
    [{ goal: 'Read', age: 121 }, 'The age must be at most 120'],
    [{ goal: 'Read', age: 6.5 }, 'The age must be a whole number'],
    [{ goal: 'Read', additional_context: 'x'.repeat(501) }, 'at most 500 characters'],
  ])('rejects %j', (body, message) => {
    const result = breakDownBody.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });

  it('describes the usage record, the history and the health answer', () => {
    const day = {
      date: '2026-11-22',
      tokens_used: 250,
      tokens_remaining: 9750,
      daily_limit: 10000,
      requests_made: 2,
      usage_percentage: 2.5,
      limit_reached: false,
      own_tokens_used: 100,
      own_requests_made: 1,
      own_share_percentage: 40,
      own_daily_limit: 5000,
      own_limit_reached: false,
      helper_share_percent: 50,
      reduced_until_verified: false,
    };
    expect(tokenUsage.parse({ user_id: 1, ...day })).toEqual({ user_id: 1, ...day });
    // The pot is the family's: a record without the caller's own part is not a usage record.
    const { own_tokens_used: _own, ...familyOnly } = day;
    expect(tokenUsage.safeParse({ user_id: 1, ...familyOnly }).success).toBe(false);
    // …nor is one that does not say what the caller itself may still use.
    const { own_daily_limit: _limit, ...withoutOwnLimit } = day;
    expect(tokenUsage.safeParse({ user_id: 1, ...withoutOwnLimit }).success).toBe(false);
    expect(tokenUsage.safeParse({ user_id: 1, ...day, date: '22/11/2026' }).success).toBe(false);
    expect(usageHistoryResponse.parse({ user_id: 1, days: [day] }).days).toHaveLength(1);
    expect(usageHistoryQuery.parse({})).toEqual({ days: 7 });
    expect(usageHistoryQuery.parse({ days: '30' })).toEqual({ days: 30 });
    expect(
      breakDownResponse.parse({
        subtasks: [{ title: 'Make your bed', icon: 'bed' }],
        daily_tokens_used: 250,
        daily_tokens_remaining: 9750,
        usage_percentage: 2.5,
      }).subtasks,
    ).toEqual([{ title: 'Make your bed', icon: 'bed' }]);
    // A step's picture is one of the task pictures.
    expect(
      breakDownResponse.safeParse({
        subtasks: [{ title: 'Make your bed', icon: 'spaceship' }],
        daily_tokens_used: 250,
        daily_tokens_remaining: 9750,
        usage_percentage: 2.5,
      }).success,
    ).toBe(false);
    expect(taskbreakerHealth.parse({ status: 'ok', provider: 'offline' })).toEqual({
      status: 'ok',
      provider: 'offline',
    });
    expect(taskbreakerHealth.safeParse({ status: 'ok', provider: 'gpt' }).success).toBe(false);
  });
});
