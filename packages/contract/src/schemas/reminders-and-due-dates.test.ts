import { describe, expect, it } from 'vitest';
import { createGoalBody, goal, updateGoalBody } from './backlog';
import {
  defaultPreferences,
  isInQuietHours,
  notificationSettingsUpdate,
  preferences,
  preferencesUpdate,
} from './settings';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('a goal’s due date', () => {
  it('is an ISO calendar day, null to clear, or left out', () => {
    expect(createGoalBody.parse({ title: 'Den', due_date: '2030-02-28' }).due_date).toBe(
      '2030-02-28',
    );
    expect(createGoalBody.parse({ title: 'Den', due_date: '2028-02-29' }).due_date).toBe(
      '2028-02-29',
    );
    expect(createGoalBody.parse({ title: 'Den', due_date: null }).due_date).toBeNull();
    expect(updateGoalBody.parse({ title: 'Den' }).due_date).toBeUndefined();
  });

  it('refuses what is not a day, naming the field', () => {
    for (const due_date of ['2030-02-30', '2029-02-29', '2030-13-01', '30-01-01', '2030-1-1', 7]) {
      const result = createGoalBody.safeParse({ title: 'Den', due_date });
      expect(result.success, String(due_date)).toBe(false);
      expect(messageOf(result)).toContain('due_date');
    }
  });

  it('reads a goal written before due dates as having none', () => {
    const old = {
      item_id: 1,
      id: 1,
      title: 'Old',
      job_status: 'NEW',
      tasks: [],
      category_id: null,
      position: null,
      created_at: 'x',
      updated_at: 'x',
      closed_at: null,
    };
    expect(goal.parse(old).due_date).toBeUndefined();
    expect(goal.parse({ ...old, due_date: '2030-01-01' }).due_date).toBe('2030-01-01');
  });
});

describe('when reminders arrive', () => {
  it('defaults to 18:00 on Sundays, with auto-save off until chosen', () => {
    expect(preferences.parse(defaultPreferences)).toMatchObject({
      reminder_time: '18:00',
      reminder_weekday: 'SUNDAY',
      auto_save: false,
    });
  });

  it('counts 20:00 up to 07:00 as quiet hours', () => {
    expect(['20:00', '23:59', '00:00', '06:59'].map(isInQuietHours)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['07:00', '12:00', '19:59'].map(isInQuietHours)).toEqual([false, false, false]);
  });

  it('refuses a reminder time in quiet hours or not written HH:MM, naming the field', () => {
    expect(preferencesUpdate.parse({ reminder_time: '07:00' })).toEqual({ reminder_time: '07:00' });
    for (const reminder_time of ['20:00', '06:30', '7:00', '24:00', '12:60', '']) {
      const result = preferencesUpdate.safeParse({ reminder_time });
      expect(result.success, reminder_time).toBe(false);
      expect(messageOf(result)).toContain('reminder_time');
    }
    expect(messageOf(preferencesUpdate.safeParse({ reminder_time: '21:00' }))).toContain(
      'quiet hours',
    );
    expect(messageOf(preferencesUpdate.safeParse({ reminder_weekday: 'Sunday' }))).toContain(
      'reminder_weekday must be one of MONDAY',
    );
  });

  it('keeps the weekly digest a switch of its own', () => {
    expect(notificationSettingsUpdate.parse({ weekly_digest: false })).toEqual({
      weekly_digest: false,
    });
    expect(messageOf(notificationSettingsUpdate.safeParse({ weekly_digest: 'no' }))).toBe(
      'weekly_digest must be true or false',
    );
  });
});
