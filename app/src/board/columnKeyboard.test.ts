import { describe, expect, it } from 'vitest';
import { columnStatusOf, neighbourColumn } from './columnKeyboard';

describe('keyboard drag between columns', () => {
  it('moves right through the board order', () => {
    expect(neighbourColumn('ArrowRight', 'NEW')).toBe('OPEN');
    expect(neighbourColumn('ArrowRight', 'OPEN')).toBe('CLOSED');
  });

  it('moves left back through it', () => {
    expect(neighbourColumn('ArrowLeft', 'CLOSED')).toBe('OPEN');
    expect(neighbourColumn('ArrowLeft', 'OPEN')).toBe('NEW');
  });

  it('stops at the ends and ignores other keys', () => {
    expect(neighbourColumn('ArrowRight', 'CLOSED')).toBeNull();
    expect(neighbourColumn('ArrowLeft', 'NEW')).toBeNull();
    expect(neighbourColumn('ArrowDown', 'NEW')).toBeNull();
  });

  it('reads the status from a column id', () => {
    expect(columnStatusOf('goal-12-OPEN')).toBe('OPEN');
    expect(columnStatusOf('goal-3-CLOSED')).toBe('CLOSED');
    expect(columnStatusOf(7)).toBeNull();
  });
});
