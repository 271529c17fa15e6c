import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n/i18n';
import { formatDate, formatDateTime } from './formatting';

const moment = '2026-03-07T22:05:00Z';

describe('dates in the user preferences', () => {
  it('uses each date format', () => {
    const base = { timezone: 'UTC', time_format: '24h' } as const;
    expect(formatDate(moment, { ...base, date_format: 'MM/DD/YYYY' })).toBe('03/07/2026');
    expect(formatDate(moment, { ...base, date_format: 'DD/MM/YYYY' })).toBe('07/03/2026');
    expect(formatDate(moment, { ...base, date_format: 'YYYY-MM-DD' })).toBe('2026-03-07');
    expect(formatDate(moment, { ...base, date_format: 'DD.MM.YYYY' })).toBe('07.03.2026');
  });

  it('shows the wall clock of the time zone, in 12 or 24 hours', () => {
    expect(
      formatDateTime(moment, { timezone: 'UTC', date_format: 'YYYY-MM-DD', time_format: '12h' }),
    ).toBe('2026-03-07 10:05 PM');
    // Tokyo is already on the next day.
    expect(
      formatDateTime(moment, {
        timezone: 'Asia/Tokyo',
        date_format: 'YYYY-MM-DD',
        time_format: '24h',
      }),
    ).toBe('2026-03-08 07:05');
    expect(
      formatDateTime('2026-03-08T00:30:00Z', {
        timezone: 'UTC',
        date_format: 'MM/DD/YYYY',
        time_format: '12h',
      }),
    ).toBe('03/08/2026 12:30 AM');
  });

  it('writes the 12-hour clock the way the language shown writes it', async () => {
    const evening = { timezone: 'UTC', date_format: 'YYYY-MM-DD', time_format: '12h' } as const;
    try {
      await activateLanguage('ja');
      expect(formatDateTime(moment, evening)).toBe('2026-03-07 午後10:05');
      await activateLanguage('zh');
      expect(formatDateTime(moment, evening)).toBe('2026-03-07 下午10:05');
      await activateLanguage('es');
      expect(formatDateTime(moment, evening)).toMatch(/^2026-03-07 10:05\sp\.\sm\.$/);
    } finally {
      await activateLanguage('en');
    }
    expect(formatDateTime(moment, evening)).toBe('2026-03-07 10:05 PM');
  });
});
