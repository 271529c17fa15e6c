import { describe, expect, it } from 'vitest';
import {
  clampMinutes,
  TIMER_DEFAULT_MINUTES,
  TIMER_MAX_MINUTES,
  TIMER_MIN_MINUTES,
} from '@taskboard/machines';
import { timerDefaultMinutes, timerMaxMinutes, timerMinMinutes } from '@taskboard/ui';

// The ui library keeps its own timer limits for the slider (it depends on nothing of ours); the
// board's timer machine clamps to the product's. A length the slider offers must be one the
// machine keeps, and the machine's default must be the slider's.
describe('the ui library and the timer machine share the timer limits', () => {
  it('offers on the slider exactly the lengths the machine keeps', () => {
    expect([timerMinMinutes, timerMaxMinutes, timerDefaultMinutes]).toEqual([
      TIMER_MIN_MINUTES,
      TIMER_MAX_MINUTES,
      TIMER_DEFAULT_MINUTES,
    ]);
    expect(clampMinutes(timerMaxMinutes + 1)).toBe(timerMaxMinutes);
    expect(clampMinutes(timerMinMinutes - 1)).toBe(timerMinMinutes);
  });
});
