import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Seals short secrets (authenticator secrets) for storage with AES-256-GCM under the server's
 * TWO_FACTOR_KEY, bound to the row's owner (`context`) so a sealed value copied onto another
 * account does not open. Without a key values are stored as given; a plain value still opens
 * after a key is configured, so setting one later needs no migration.
 */
export function secretBox(key: Buffer | undefined) {
  if (key !== undefined && key.length !== 32) throw new Error('the key must be 32 bytes');
  return {
    seal(plain: string, context: string): string {
      if (!key) return plain;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },

    /** The plain value; throws when it is sealed and cannot be opened with this key. */
    open(stored: string, context: string): string {
      const [version, iv, tag, sealed] = stored.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || sealed === undefined) {
        return stored;
      }
      if (!key) throw new Error('a sealed two-factor secret needs TWO_FACTOR_KEY to be opened');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(sealed, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

export type SecretBox = ReturnType<typeof secretBox>;
