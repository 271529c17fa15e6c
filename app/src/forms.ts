import type { z } from 'zod';
import { LOGIN_LANDING } from './preferences/landing';

export type FieldErrors = Partial<Record<string, string>>;

/** What a form's action answers: per-field messages, or one message for the whole form. */
export type FormResult = { fieldErrors?: FieldErrors; error?: string };

/** The first message per field of a failed zod parse, keyed by the field's name. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A form's fields as plain strings (files are not part of any form here). */
export async function formValues(request: Request): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const [key, value] of await request.formData()) {
    if (typeof value === 'string') values[key] = value;
  }
  return values;
}

/** Only same-site paths are followed after a login, never another origin; none → the chosen view. */
export function safeRedirect(target: string | null, fallback = LOGIN_LANDING): string {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return fallback;
  return target;
}

/**
 * The schemas skip the confirmation check when another field stopped parsing (an empty e-mail);
 * a form shows every problem at once, so the match is checked here too and told in the schemas'
 * words, `mismatch` (the contract's PASSWORDS_DO_NOT_MATCH, shown in the reader's language).
 */
export function withConfirmation(
  errors: FieldErrors,
  values: Record<string, string>,
  field: string,
  confirmation: string,
  mismatch: string,
): FieldErrors {
  const a = values[field];
  const b = values[confirmation];
  if (!a || !b || a === b) return errors;
  return { ...errors, [confirmation]: mismatch };
}
