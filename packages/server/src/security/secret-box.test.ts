import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { secretBox } from './secret-box';

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('the secret box', () => {
  const box = secretBox(randomBytes(32));

  it('seals a secret so it is not readable, and opens it again', () => {
    const sealed = box.seal(secret, 'two-factor|7');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(secret);
    expect(box.seal(secret, 'two-factor|7')).not.toBe(sealed);
    expect(box.open(sealed, 'two-factor|7')).toBe(secret);
  });

  it('refuses a value moved to another account, altered, or opened with another key', () => {
    const sealed = box.seal(secret, 'two-factor|7');
    expect(() => box.open(sealed, 'two-factor|8')).toThrow();
    const [version, iv, tag, data] = sealed.split('.') as [string, string, string, string];
    const flipped = `${data[0] === 'A' ? 'B' : 'A'}${data.slice(1)}`;
    expect(() => box.open([version, iv, tag, flipped].join('.'), 'two-factor|7')).toThrow();
    expect(() => secretBox(randomBytes(32)).open(sealed, 'two-factor|7')).toThrow();
    expect(() => secretBox(undefined).open(sealed, 'two-factor|7')).toThrow(/TWO_FACTOR_KEY/);
  });

  it('keeps values as given without a key, and opens plain values with one', () => {
    const plain = secretBox(undefined);
    expect(plain.seal(secret, 'two-factor|7')).toBe(secret);
    expect(box.open(secret, 'two-factor|7')).toBe(secret);
  });

  it('takes only a 32-byte key', () => {
    expect(() => secretBox(randomBytes(16))).toThrow('the key must be 32 bytes');
  });
});
