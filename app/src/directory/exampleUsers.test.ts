import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n/i18n';
import { exampleUsers } from './exampleUsers';

describe('exampleUsers', () => {
  beforeAll(() => activateLanguage('en'));

  it('are six marked examples that link nowhere', () => {
    expect(exampleUsers()).toHaveLength(6);
    for (const user of exampleUsers()) {
      expect(user.example).toBe(true);
      expect(user.href).toBeUndefined();
      expect(user.badges?.length).toBeGreaterThan(0);
    }
  });
});
