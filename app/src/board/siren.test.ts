import { describe, expect, it } from 'vitest';
import { SIREN_HIGH_HZ, SIREN_LOW_HZ, sirenSweep } from './siren';

describe('the siren sweep', () => {
  it('wails between the low and the high tone for the whole siren', () => {
    const sweep = sirenSweep(3, 0.75);
    expect(sweep[0]).toEqual({ at: 0, frequency: SIREN_LOW_HZ });
    expect(sweep[1]).toEqual({ at: 0.375, frequency: SIREN_HIGH_HZ });
    expect(sweep.at(-1)?.at).toBeCloseTo(3);
    expect(sweep).toHaveLength(9);
    for (const [index, point] of sweep.entries()) {
      expect(point.frequency).toBe(index % 2 === 0 ? SIREN_LOW_HZ : SIREN_HIGH_HZ);
    }
  });
});
