import {
  errorResponse,
  settingsSections,
  settingsUpdates,
  userSettings,
  type SettingsSectionName,
} from '@taskboard/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../plugins/auth';
import type { SettingsService } from '../services/settings-service';

export interface SettingsRoutesOptions {
  settings: SettingsService;
}

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  413: errorResponse,
  415: errorResponse,
  422: errorResponse,
};

const sectionSummaries: Record<SettingsSectionName, string> = {
  notifications: 'Change notification settings',
  privacy: 'Change privacy settings',
  preferences: 'Change preferences (theme, language, time zone, formats, paging)',
  security: 'Change security settings (login notifications, session timeout)',
};

const sectionOperationIds: Record<SettingsSectionName, string> = {
  notifications: 'updateNotificationSettings',
  privacy: 'updatePrivacySettings',
  preferences: 'updatePreferences',
  security: 'updateSecuritySettings',
};

export const settingsRoutes: FastifyPluginAsyncZod<SettingsRoutesOptions> = async (
  app,
  { settings },
) => {
  app.get(
    '/',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'getSettings',
        summary: "The signed-in user's settings: every section, defaults filled in",
        description:
          'Any signed-in member may call it, for its own settings only. Sections never saved ' +
          'answer their defaults.',
        tags: ['settings'],
        security: [{ bearer: [] }],
        response: { 200: userSettings, ...errors },
      },
    },
    async (request) => settings.get(authOf(request).user),
  );

  for (const section of settingsSections) {
    app.put(
      `/${section}`,
      {
        config: { auth: 'user' },
        schema: {
          operationId: sectionOperationIds[section],
          summary: sectionSummaries[section],
          description:
            'Any signed-in member may call it, for its own settings only. ' +
            'Send only the changed fields; an unknown field or a value outside the choices is a ' +
            '422 naming the field. Answers with the whole settings object.',
          tags: ['settings'],
          security: [{ bearer: [] }],
          body: settingsUpdates[section],
          response: { 200: userSettings, ...errors },
        },
      },
      async (request) => settings.update(authOf(request).user, section, request.body as never),
    );
  }
};
