import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { failureMessage } from '@taskboard/contract';
import { fieldErrors, type FieldErrors } from '../forms';

/**
 * A form inside a dialog: its fields are checked with `schema` before anything is sent, `send`
 * runs with the parsed values, and the dialog closes when it succeeds. Closing forgets the
 * errors; a failure shows the server's message, else `fallbackError`.
 */
export function useDialogForm<Schema extends z.ZodType>(
  schema: Schema,
  onOpenChange: (open: boolean) => void,
  send: (values: z.output<Schema>) => Promise<void>,
  fallbackError: string,
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const close = (next: boolean) => {
    if (!next) {
      setErrors({});
      setFailure(null);
    }
    onOpenChange(next);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = schema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setFailure(null);
    setPending(true);
    try {
      await send(parsed.data);
      close(false);
    } catch (error) {
      setFailure(failureMessage(error, fallbackError));
    } finally {
      setPending(false);
    }
  }

  return { errors, failure, pending, close, submit };
}
