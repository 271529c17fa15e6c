import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../src/http-error';
import { installErrorHandler } from '../src/plugins/error-handler';
import { bearer, createTestApp, type TestApp } from './helper';

// A failure's `detail` stays the spec's English; when those words are one of the contract's
// messages for people the answer names the message too, by its stable id.
describe('the messages of failures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('name the id of a refusal beside its detail', async () => {
    const response = await t.app.inject({ url: '/api/users/me', headers: bearer('no-such-token') });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      detail: 'Authentication required',
      message_id: 'auth.required',
    });
  });

  it('name the id of a validation message of the contract', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: {},
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: 'The username is required',
      message_id: 'validation.usernameRequired',
    });
  });

  it('name no id for words that are not a message for people', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'The request body is not valid JSON' });
  });

  it('are described in the API document', async () => {
    const spec = (await t.app.inject({ url: '/api/docs/json' })).json();
    const answer = spec.paths['/api/users/register'].post.responses['422'].content[
      'application/json'
    ].schema as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(answer.properties)).toEqual(['detail', 'message_id', 'message_values']);
    expect(answer.required).toEqual(['detail']);
  });
});

describe('a failure given by its message', () => {
  const app = Fastify();
  beforeAll(async () => {
    installErrorHandler(app);
    app.get('/stars', () => {
      throw new HttpError(400, { id: 'stars.notEnoughMany', values: { missing: 3 } });
    });
    app.get('/switch', () => {
      throw new HttpError(400, 'Failed to switch to account: Incorrect parent password');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers the English with the values filled, the id and the values', async () => {
    const response = await app.inject({ url: '/stars' });
    expect(response.json()).toEqual({
      detail: 'Not enough stars yet: 3 more stars are needed',
      message_id: 'stars.notEnoughMany',
      message_values: { missing: 3 },
    });
  });

  it('finds the message of English words given without their id, its values from the words', async () => {
    const response = await app.inject({ url: '/switch' });
    expect(response.json()).toEqual({
      detail: 'Failed to switch to account: Incorrect parent password',
      message_id: 'accountSwitch.toAccountFailed',
      message_values: { message: 'Incorrect parent password' },
    });
  });
});
