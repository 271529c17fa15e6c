import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { englishMessages, findMessage, type Message } from '@taskboard/contract/messages';
import { HttpError } from '../http-error';
import { logSafeError } from '../security/log-safe-error';

const BODY_LIMIT_KB = 100;

/** Fastify's own client errors, in words a person can act on. */
const fastifyDetails: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object',
  FST_ERR_CTP_BODY_TOO_LARGE: `The request body is larger than ${BODY_LIMIT_KB} KB`,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body',
};

/**
 * The answer to a failure: the English `detail`, and the message's id (with its values) when the
 * words are one of the contract's messages, so the app shows them in the reader's language.
 */
function failure(detail: string, said: Message | undefined = findMessage(detail)) {
  if (!said) return { detail };
  return said.values
    ? { detail, message_id: said.id, message_values: said.values }
    : { detail, message_id: said.id };
}

/**
 * One place turns every failure into `{ detail }`: validation → 422 with the schema's message,
 * other client errors keep theirs, server errors are logged with the request id and the client
 * sees only a generic message (never a stack trace or SQL).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ ...error.body, ...failure(error.detail, error.said) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      // A strict body (settings sections) names the fields it does not know.
      if (issue?.keyword === 'unrecognized_keys') {
        const keys = (issue.params as { keys?: string[] }).keys ?? [];
        const at = field ? ` in ${field}` : '';
        return reply.code(422).send({ detail: `Unknown field${at}: ${keys.join(', ')}` });
      }
      const message = field
        ? (issue?.message ?? englishMessages['validation.requestInvalid'])
        : `The request ${error.validationContext ?? 'body'} must be a JSON object`;
      // Custom messages already name the field ("The email is required"); zod's defaults do not.
      const detail =
        field && /^Invalid|^Unrecognized|^Too /.test(message) ? `${field}: ${message}` : message;
      return reply.code(422).send(failure(detail));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const detail = fastifyDetails[error.code] ?? error.message;
      return reply.code(status).send(failure(detail));
    }
    request.log.error({ err: logSafeError(error), reqId: request.id }, 'request failed');
    return reply.code(500).send(failure(englishMessages['request.internalError']));
  });
}
