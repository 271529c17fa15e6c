import { isMultiLineField, refusedCharacterIn } from '@taskboard/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';

/**
 * A NUL byte cannot be stored in PostgreSQL text and a lone surrogate is not text at all; either
 * one reaching a query makes the driver fail. Refuse them up front, with a detail that names the
 * field, so no such request ever reaches the database (nor its SQL the log).
 */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Depth at which a body stops being worth walking: no call of ours nests deeper than a few levels. */
const MAX_DEPTH = 32;

/** The dotted path of the first string (value or key) that holds unstorable text, if any. */
export function findUnstorableText(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return unstorable.test(value) ? path || 'value' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (depth > MAX_DEPTH) return path || 'value';
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (unstorable.test(key)) return path || 'a field name';
    const found = findUnstorableText(item, itemPath, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * A password is never shown, so nothing in it can pass for something else; one set before these
 * rules must still sign in. Every other text field is checked.
 */
const isPassword = (name: string) => /password/i.test(name);

/**
 * The dotted path of the first string (value or key) that holds a character no text field takes
 * (a direction override, an invisible character, a control character: contract
 * text-characters.ts), with what it holds. Line breaks and tabs pass in multi-line fields only.
 */
export function findRefusedCharacter(
  value: unknown,
  path = '',
  field = '',
  depth = 0,
): string | undefined {
  if (typeof value === 'string') {
    if (isPassword(field)) return undefined;
    const found = refusedCharacterIn(value, { multiLine: isMultiLineField(field) });
    return found && `${path || 'value'}: text may not contain ${found.kind} (${found.codePoint})`;
  }
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    const keyFound = refusedCharacterIn(key, { multiLine: false });
    if (keyFound) {
      return `${path || 'a field name'}: a field name may not contain ${keyFound.kind} (${keyFound.codePoint})`;
    }
    // An array's items are named by the array's field (`notes.0` is a note).
    const itemField = Array.isArray(value) ? field : key;
    const found = findRefusedCharacter(item, itemPath, itemField, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export function installTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field =
      findUnstorableText(request.params) ??
      findUnstorableText(request.query) ??
      findUnstorableText(request.body);
    if (field) {
      throw new HttpError(
        422,
        `${field}: text may not contain NUL characters or unpaired surrogates`,
      );
    }
    const refused =
      findRefusedCharacter(request.params) ??
      findRefusedCharacter(request.query) ??
      findRefusedCharacter(request.body);
    if (refused) throw new HttpError(422, refused);
  });
}
