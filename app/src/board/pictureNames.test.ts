import { describe, expect, it } from 'vitest';
import { taskIconKeys } from '@taskboard/contract';
import { taskPictureNames } from '@taskboard/ui';

// The ui library keeps its own lists (it depends on nothing of ours); the server stores and
// checks the contract's. A picture the server accepts must be one the library can draw (badge
// types and their artwork are mapped in presentation/badges.ts, and tested there).
describe('the ui library and the contract name the same pictures', () => {
  it('has a task picture for every task icon key, and no other', () => {
    expect([...taskPictureNames]).toEqual([...taskIconKeys]);
    expect(taskIconKeys.length).toBeGreaterThanOrEqual(60);
  });
});
