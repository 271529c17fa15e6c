import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n/i18n';
import { userCardProps } from './directory';

const card = {
  id: 7,
  username: 'ava',
  created_at: '2024-01-01T00:00:00.000Z',
  role: 'USER' as const,
  access_level: 'PREMIUM' as const,
  is_verified: true,
  tasks_completed: 12,
  goals_completed: 3,
  bio: 'Hello',
  communities: 0,
};

beforeAll(() => activateLanguage('en'));

describe('userCardProps', () => {
  it('links the name to the profile and renames server fields in the card’s words', () => {
    expect(userCardProps(card)).toEqual({
      name: 'ava',
      href: '/profile/7',
      accountRole: 'user',
      accessLevel: 'premium',
      verified: true,
      about: 'Hello',
      tasksDone: 12,
      goalsDone: 3,
      badges: [],
    });
  });

  it('passes e-mail and age only when the server sent them', () => {
    const shown = userCardProps({ ...card, email: 'ava@example.com', age: 35 });
    expect(shown).toMatchObject({ email: 'ava@example.com', age: 35 });
    const hidden = userCardProps(card);
    expect(hidden).not.toHaveProperty('email');
    expect(hidden).not.toHaveProperty('age');
  });

  it('names badges from the badge rules, and unknown ones from their type', () => {
    const { badges } = userCardProps({
      ...card,
      badges: [
        { badge_type: 'GOAL_GETTER', tier: 'SILVER', earned_at: '', description: 'Close 5 goals' },
        { badge_type: 'KIND_FRIEND', tier: 'BRONZE', earned_at: '', description: 'Be kind' },
      ],
    });
    expect(badges).toEqual([
      { title: 'Goal Getter', tier: 'silver', description: 'Close 5 goals' },
      { title: 'Kind Friend', tier: 'bronze', description: 'Be kind' },
    ]);
  });

  it('keeps a missing username missing, for the card to say so', () => {
    expect(userCardProps({ ...card, username: null }).name).toBeNull();
  });
});
