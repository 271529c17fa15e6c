/**
 * What of a failure may be written to the log. Driver and ORM errors carry the SQL text and its
 * parameters in their message (`Failed query: … params: …`) and in fields such as `parameters`,
 * `query`, `where` and `detail`: parameters are user data (names, e-mails, tokens), so none of
 * that is logged. The kind of error, its database code and the stack's code locations are enough
 * to find the fault.
 */
export interface LogSafeError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
}

const sqlMessage = /^Failed query:|\bparams:|\b(select|insert into|update|delete from)\b/i;

export function logSafeError(error: unknown): LogSafeError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'A non-error value was thrown' };
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const code = databaseCode(error) ?? databaseCode(cause);
  const message = sqlMessage.test(error.message)
    ? `A database query failed${code ? ` (SQLSTATE ${code})` : ''}`
    : error.message;
  const safe: LogSafeError = { type: error.name, message };
  if (code) safe.code = code;
  // Keep only the frames: the lines before them repeat the message.
  const frames = error.stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  if (frames) safe.stack = frames;
  return safe;
}

function databaseCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}
