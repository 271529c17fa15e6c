import { categoryBadgeKinds, themeColors, type CustomTheme } from '@taskboard/contract';
// The plain colour list, without the library's stylesheets a node test cannot load.
import { categoryColors } from '../../../packages/ui/src/theme/categoryColors';
import type { ThemeDraft } from '@taskboard/ui';
// The ui's list alone, without the component's stylesheets a node test cannot load.
import { themeBadgeKinds } from '../../../packages/ui/src/components/ThemeEditorDialog/themeBadgeKinds';
import { describe, expect, it } from 'vitest';
import { draftOf, themeBodyOf } from './goalThemes';

const stored: CustomTheme = {
  theme_id: 'custom_0123456789abcdef',
  name: 'Summer Fun',
  description: 'Holidays',
  category_count: 2,
  categories: [
    {
      category_id: 7,
      name: 'Swim',
      icon: '🏊',
      color: 'teal',
      description: null,
      badge_kind: null,
    },
    {
      category_id: 8,
      name: 'Read',
      icon: '📖',
      color: 'purple',
      description: 'A chapter',
      badge_kind: 'LEARNER',
    },
  ],
  preview_categories: [],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('goal grouping themes in the app', () => {
  it('offers exactly the colours the API accepts, and the ui draws each of them', () => {
    expect([...categoryColors]).toEqual([...themeColors]);
  });

  it('offers exactly the badge kinds the API counts', () => {
    expect([...themeBadgeKinds]).toEqual([...categoryBadgeKinds]);
  });

  it('turns a stored theme into a draft and back, keeping category ids so goals stay put', () => {
    const draft = draftOf(stored);
    expect(draft.categories[0]).toEqual({
      id: 7,
      name: 'Swim',
      icon: '🏊',
      color: 'teal',
      description: '',
      badgeKind: null,
    });
    expect(draft.categories[1]?.badgeKind).toBe('LEARNER');
    const checked = themeBodyOf('edit', draft);
    expect(checked).toEqual({
      ok: true,
      body: {
        name: 'Summer Fun',
        description: 'Holidays',
        categories: [
          {
            category_id: 7,
            name: 'Swim',
            icon: '🏊',
            color: 'teal',
            badge_kind: null,
            description: null,
          },
          {
            category_id: 8,
            name: 'Read',
            icon: '📖',
            color: 'purple',
            badge_kind: 'LEARNER',
            description: 'A chapter',
          },
        ],
      },
    });
  });

  it.each<['create' | 'edit', Partial<ThemeDraft>, string]>([
    ['create', { name: ' ' }, 'User ID and theme name are required'],
    ['create', { description: '' }, 'Theme description is required'],
    ['create', { categories: [] }, 'At least one category is required'],
    ['edit', { name: '' }, 'Theme name and description are required'],
  ])('checks a %s draft with the spec message before sending: %j', (mode, change, message) => {
    const draft = { ...draftOf(stored), ...change };
    expect(themeBodyOf(mode, draft)).toEqual({ ok: false, message });
  });

  it('names a category left blank with the spec message', () => {
    const draft = draftOf(stored);
    draft.categories.push({
      name: '',
      icon: '📝',
      color: 'blue',
      description: '',
      badgeKind: null,
    });
    expect(themeBodyOf('create', draft)).toEqual({
      ok: false,
      message: 'All categories must have a name',
    });
  });
});
