import { describe, expect, it, vi } from 'vitest';
import { holdLiveReloads, whenReloadAllowed } from './reloadHold';

describe('live reloads during a drag', () => {
  it('run at once when nothing is dragged', () => {
    const reload = vi.fn();
    whenReloadAllowed(reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('wait for the last drag to end, and run once however often they were asked for', () => {
    const reload = vi.fn();
    const card = holdLiveReloads();
    const goal = holdLiveReloads();
    whenReloadAllowed(reload);
    whenReloadAllowed(reload);
    card();
    card();
    expect(reload).not.toHaveBeenCalled();
    goal();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
