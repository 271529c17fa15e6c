import { describe, expect, it } from 'vitest';
import { titleToSave } from './titleToSave';

describe('titleToSave', () => {
  it('saves a changed title, trimmed', () => {
    expect(titleToSave('  Read a book  ', 'Tidy room')).toBe('Read a book');
  });

  it('saves nothing for a blank title', () => {
    expect(titleToSave('   ', 'Tidy room')).toBeNull();
  });

  it('saves nothing when only spaces changed', () => {
    expect(titleToSave(' Tidy room ', 'Tidy room')).toBeNull();
  });
});
