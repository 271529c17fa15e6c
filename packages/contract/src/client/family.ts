import type { ApiRequest } from './request';
import type { Operation } from '../errors';
import { messageResponse } from '../schemas/backlog';
import {
  childSettingsEntry,
  childSettingsList,
  type ChildSettingsUpdate,
} from '../schemas/child-settings';
import {
  familyAccountsResponse,
  helperShareResponse,
  switchAccountResponse,
  type CreateChildBody,
  type HelperShareBody,
  type RemoveChildBody,
  type SwitchAccountBody,
} from '../schemas/family';
import { starJarSettingResponse, type StarJarSettingBody } from '../schemas/star-jar';

/** A family's children, its helper share and star jar, and switching accounts (under `users`). */
export function familyCalls(request: ApiRequest) {
  return {
    /** Each child's name on its screens and how its board celebrates (parents only). */
    childSettings: () =>
      request('GET', '/users/children/settings', { auth: true, response: childSettingsList }),
    /** Changes one child's settings; sends only the changed fields. */
    setChildSettings: (username: string, changes: ChildSettingsUpdate) =>
      request('PUT', `/users/children/${encodeURIComponent(username)}/settings`, {
        auth: true,
        body: changes,
        response: childSettingsEntry,
      }),
    familyAccounts: () =>
      request('GET', '/users/family-accounts', {
        auth: true,
        response: familyAccountsResponse,
        operation: familyOperation('LOAD_FAMILY_ERROR'),
      }),
    createChild: (body: CreateChildBody) =>
      request('POST', '/users/create-additional-child', {
        auth: true,
        body,
        response: messageResponse,
        operation: familyOperation('CREATE_CHILD_ERROR'),
      }),
    removeChild: (body: RemoveChildBody) =>
      request('DELETE', '/users/remove-child', {
        auth: true,
        body,
        response: messageResponse,
        operation: familyOperation('REMOVE_CHILD_ERROR'),
      }),
    /** The part of the family's daily helper each child may use, in percent. */
    helperShare: () =>
      request('GET', '/users/family/helper-share', {
        auth: true,
        response: helperShareResponse,
      }),
    /** A parent sets each child's part of the family's daily helper (10–100 %). */
    setHelperShare: (body: HelperShareBody) =>
      request('PUT', '/users/family/helper-share', {
        auth: true,
        body,
        response: helperShareResponse,
      }),
    /** Whether the family's star jar is on (it is unless a parent turned it off). */
    starJar: () =>
      request('GET', '/users/family/star-jar', {
        auth: true,
        response: starJarSettingResponse,
      }),
    /** A parent turns the family's star jar on or off; off hides it and keeps its data. */
    setStarJar: (body: StarJarSettingBody) =>
      request('PUT', '/users/family/star-jar', {
        auth: true,
        body,
        response: starJarSettingResponse,
      }),
    switchAccount: (body: SwitchAccountBody) =>
      request('POST', '/users/switch-account', {
        auth: true,
        body,
        response: switchAccountResponse,
      }),
  };
}

/** Spec §8: the family calls without a stored session say 'No authentication token'. */
function familyOperation(failure: Operation['failure']): Operation {
  return { failure, signedOut: 'No authentication token' };
}
