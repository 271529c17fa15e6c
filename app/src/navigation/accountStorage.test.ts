import { describe, expect, it } from 'vitest';
import { clearCachedAccount } from './accountStorage';

/** A Storage kept in memory, as the browser's localStorage behaves. */
function memoryStorage(entries: Record<string, string>): Storage {
  const data = new Map(Object.entries(entries));
  return {
    get length() {
      return data.size;
    },
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
  };
}

describe('clearCachedAccount (spec §4 account switching)', () => {
  it("forgets the old account's user, profile and cache keys, and nothing else", () => {
    const storage = memoryStorage({
      auth: '{"token":"new"}',
      user: '{"id":1}',
      profile: '{"id":1}',
      selectedGoalId: '7',
      cache_performance_1: '{}',
      cacheBadges: '[]',
      theme: 'dark',
    });
    clearCachedAccount(storage);
    const left = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    expect(left.sort()).toEqual(['auth', 'theme']);
  });
});
