import { describe, expect, it } from 'vitest';
import { englishMessages, findMessage, isMessageId, messageText, placeholdersOf } from './messages';

describe('the messages table', () => {
  it('says a message in English, its placeholders filled', () => {
    expect(messageText('goal.createFailed')).toBe('Failed to create goal');
    expect(messageText('family.childCreated', { username: 'mia' })).toBe(
      "Child account 'mia' created successfully.",
    );
    expect(messageText('stars.notEnoughOne')).toBe(
      'Not enough stars yet: {missing} more star is needed',
    );
  });

  it('finds the message of English words, a pattern’s values read from them', () => {
    expect(findMessage('Failed to create goal')).toEqual({ id: 'goal.createFailed' });
    expect(findMessage('HTTP 502: Bad Gateway')).toEqual({
      id: 'request.httpStatus',
      values: { status: '502', statusText: 'Bad Gateway' },
    });
    expect(findMessage('Failed to switch account: Incorrect parent password')).toEqual({
      id: 'accountSwitch.failedWithReason',
      values: { message: 'Incorrect parent password' },
    });
    expect(findMessage('Tidy my room')).toBeUndefined();
  });

  it('holds each English sentence once, so words find one id', () => {
    const texts = Object.values(englishMessages);
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
  });

  it('tells its ids from other strings', () => {
    expect(isMessageId('goal.createFailed')).toBe(true);
    expect(isMessageId('goal.nothing')).toBe(false);
    expect(isMessageId('toString')).toBe(false);
  });

  it('names the placeholders of a message', () => {
    expect(placeholdersOf(englishMessages['request.httpStatus'])).toEqual(['status', 'statusText']);
  });
});
