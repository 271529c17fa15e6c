import { describe, expect, it } from 'vitest';
import { boardLayout, isPhoneUserAgent } from './layout';

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const androidPhone =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const androidTablet =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const desktop =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('board layout', () => {
  it('recognises phones, not tablets or desktops', () => {
    expect(isPhoneUserAgent(iPhone)).toBe(true);
    expect(isPhoneUserAgent(androidPhone)).toBe(true);
    expect(isPhoneUserAgent(androidTablet)).toBe(false);
    expect(isPhoneUserAgent(desktop)).toBe(false);
  });

  it('is mobile under 640 px on any device', () => {
    expect(boardLayout(639, desktop)).toBe('mobile');
    expect(boardLayout(640, desktop)).toBe('desktop');
  });

  it('is mobile under 900 px on a phone only', () => {
    expect(boardLayout(899, iPhone)).toBe('mobile');
    expect(boardLayout(900, iPhone)).toBe('desktop');
    expect(boardLayout(899, androidTablet)).toBe('desktop');
  });
});
