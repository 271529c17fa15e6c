import { describe, expect, it } from 'vitest';
import { frequencyOf, loopSeconds, MUSIC_VOLUME } from './backgroundMusic';

describe('the background music', () => {
  it('plays the music at 0.75 in tune, looping every few seconds', () => {
    expect(MUSIC_VOLUME).toBe(0.75);
    expect(frequencyOf(0)).toBeCloseTo(261.63);
    expect(frequencyOf(12)).toBeCloseTo(523.26);
    expect(loopSeconds).toBeGreaterThan(5);
  });
});
