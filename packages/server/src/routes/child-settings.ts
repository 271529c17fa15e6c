import {
  childSettingsEntry,
  childSettingsList,
  childSettingsParams,
  childSettingsUpdate,
  errorResponse,
} from '@taskboard/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../plugins/auth';
import type { ChildSettingsService } from '../services/child-settings-service';

export interface ChildSettingsRoutesOptions {
  childSettings: ChildSettingsService;
}

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  413: errorResponse,
  415: errorResponse,
  422: errorResponse,
};

export const childSettingsRoutes: FastifyPluginAsyncZod<ChildSettingsRoutesOptions> = async (
  app,
  { childSettings },
) => {
  app.get(
    '/children/settings',
    {
      config: { auth: 'parent' },
      schema: {
        operationId: 'listChildSettings',
        summary: "Each child's name on its screens and how its board celebrates",
        description: 'Parent accounts only: a child account answers 403.',
        tags: ['family'],
        security: [{ bearer: [] }],
        response: { 200: childSettingsList, ...errors },
      },
    },
    async (request) => childSettings.list(authOf(request).user),
  );

  app.put(
    '/children/:username/settings',
    {
      config: { auth: 'parent' },
      schema: {
        operationId: 'updateChildSettings',
        summary: "Change one child's name on its screens or how its board celebrates",
        description:
          'Send only the changed fields; an unknown field or a wrong value is a 422 naming the ' +
          'field. A blank display_name clears it. Answers with the child’s settings.',
        tags: ['family'],
        security: [{ bearer: [] }],
        params: childSettingsParams,
        body: childSettingsUpdate,
        response: { 200: childSettingsEntry, ...errors },
      },
    },
    async (request) =>
      childSettings.update(authOf(request).user, request.params.username, request.body),
  );
};
