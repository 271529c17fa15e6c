import {
  errorResponse,
  messageResponse,
  pushMessages,
  pushSubscription,
  pushSubscriptionBody,
  pushSubscriptionIdParams,
  pushSubscriptionsResponse,
  vapidPublicKeyResponse,
} from '@taskboard/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../plugins/auth';
import type { PushService } from '../services/push-service';

const errors = {
  400: errorResponse,
  401: errorResponse,
  404: errorResponse,
  413: errorResponse,
  415: errorResponse,
  422: errorResponse,
};

const common = { tags: ['push'], security: [{ bearer: [] }] };

/** Web Push for the installed app: the server's public key and the caller's own devices. */
export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService }> = async (app, { push }) => {
  app.get(
    '/vapid-public-key',
    {
      config: { auth: 'user' },
      schema: {
        ...common,
        operationId: 'getVapidPublicKey',
        summary:
          "The server's VAPID public key: the applicationServerKey for PushManager.subscribe",
        description:
          'Any signed-in member may call it. The key is the same for every member and device.',
        response: { 200: vapidPublicKeyResponse, ...errors },
      },
    },
    async () => ({ public_key: await push.publicKey() }),
  );

  app.get(
    '/subscriptions',
    {
      config: { auth: 'user' },
      schema: {
        ...common,
        operationId: 'listPushSubscriptions',
        summary: "The signed-in member's devices that receive its pushes, oldest first",
        description: 'Any signed-in member may call it, for its own devices only.',
        response: { 200: pushSubscriptionsResponse, ...errors },
      },
    },
    async (request) => ({ subscriptions: await push.list(authOf(request).user.id) }),
  );

  app.post(
    '/subscriptions',
    {
      config: { auth: 'user' },
      schema: {
        ...common,
        operationId: 'createPushSubscription',
        summary: "Receive pushes on this device: the browser's PushSubscription JSON",
        description:
          'The same endpoint again renews its keys. Subscribing turns the member\u2019s ' +
          '`push_notifications` setting on. An endpoint that is not an https address of a known ' +
          `push service (or of PUSH_ENDPOINT_ALLOWLIST) answers 422 '${pushMessages.endpointNotAllowed}'.`,
        body: pushSubscriptionBody,
        response: { 201: pushSubscription, ...errors },
      },
    },
    async (request, reply) => {
      const saved = await push.subscribe(
        authOf(request).user.id,
        request.body,
        request.headers['user-agent'],
      );
      return reply.code(201).send(saved);
    },
  );

  app.delete(
    '/subscriptions/:subscriptionId',
    {
      config: { auth: 'user' },
      schema: {
        ...common,
        operationId: 'deletePushSubscription',
        summary: 'Stop pushes to one of the signed-in member\u2019s devices',
        description: `Another member's subscription answers 404 '${pushMessages.notFound}'.`,
        params: pushSubscriptionIdParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await push.remove(authOf(request).user.id, request.params.subscriptionId);
      return { message: pushMessages.removed };
    },
  );
};
