import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id recommendation: 19 MiB memory, 2 iterations, 1 lane.
// `algorithm: 2` is Algorithm.Argon2id (a const enum, which verbatimModuleSyntax cannot import).
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Checked when the account does not exist, so a wrong e-mail costs as long as a wrong password.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (storedHash === null) {
    decoyHash ??= hashPassword('decoy password for unknown accounts');
    await verify(await decoyHash, password);
    return false;
  }
  return verify(storedHash, password);
}
