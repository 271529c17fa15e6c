import type { ApiRequest } from './request';
import {
  accountExport,
  deleteAccountResponse,
  profileUpdateResponse,
  revokeAllResponse,
  sessionsResponse,
  type ChangePasswordBody,
  type DeleteAccountBody,
  type ProfileUpdateBody,
} from '../schemas/account-settings';
import { messageResponse } from '../schemas/backlog';
import { userSettings, type SettingsSectionName, type SettingsUpdate } from '../schemas/settings';

/** The signed-in user's settings, profile, password, sessions and account. */
export function settingsCalls(request: ApiRequest) {
  return {
    get: () => request('GET', '/users/settings', { auth: true, response: userSettings }),
    /** Sends only the changed fields of one section; answers with the whole settings. */
    update: <S extends SettingsSectionName>(section: S, changes: SettingsUpdate[S]) =>
      request('PUT', `/users/settings/${section}`, {
        auth: true,
        body: changes,
        response: userSettings,
      }),
    updateProfile: (body: ProfileUpdateBody) =>
      request('PUT', '/users/profile', {
        auth: true,
        body,
        response: profileUpdateResponse,
        operation: { failure: 'UPDATE_PROFILE_ERROR' },
      }),
    changePassword: (body: ChangePasswordBody) =>
      request('POST', '/users/change-password', {
        auth: true,
        body,
        response: messageResponse,
        operation: { failure: 'CHANGE_PASSWORD_ERROR' },
      }),
    sessions: () =>
      request('GET', '/users/settings/account/sessions', {
        auth: true,
        response: sessionsResponse,
      }),
    revokeSession: (id: number) =>
      request('POST', `/users/settings/account/sessions/${id}/revoke`, {
        auth: true,
        response: messageResponse,
      }),
    revokeOtherSessions: () =>
      request('POST', '/users/settings/account/sessions/revoke-all', {
        auth: true,
        response: revokeAllResponse,
      }),
    exportData: () =>
      request('GET', '/users/settings/account/export', { auth: true, response: accountExport }),
    deleteAccount: (body: DeleteAccountBody) =>
      request('POST', '/users/settings/account/delete-immediate', {
        auth: true,
        body,
        response: deleteAccountResponse,
      }),
  };
}
