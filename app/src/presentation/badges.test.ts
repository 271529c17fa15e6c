import { describe, expect, it } from 'vitest';
import { badgeTypes } from '@taskboard/contract';
import { badgeKinds } from '@taskboard/ui';
import { badgeKindOf, badgeTierOf } from './badges';

describe('badges in the ui’s words', () => {
  it('has artwork for every badge type the server awards, each its own', () => {
    const kinds = badgeTypes.map(badgeKindOf);
    expect(kinds).toEqual([...badgeKinds]);
  });

  it('draws a type it does not know as a plain medal', () => {
    expect(badgeKindOf('KIND_FRIEND')).toBeNull();
    expect(badgeKindOf('toString')).toBeNull();
  });

  it('names the tiers in lower case', () => {
    expect([badgeTierOf('GOLD'), badgeTierOf('SILVER'), badgeTierOf('BRONZE')]).toEqual([
      'gold',
      'silver',
      'bronze',
    ]);
  });
});
