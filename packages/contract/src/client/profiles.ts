import type { ApiRequest } from './request';
import { usersListDescriptions } from '../errors';
import { usersListResponse, type UsersListQuery } from '../schemas/directory';
import { detailedProfile, profileGoal } from '../schemas/profile';

/** Profiles and the users directory, as far as each user's privacy allows (under `users`). */
export function profileCalls(request: ApiRequest) {
  return {
    /** The signed-in user's detailed profile. */
    profile: () =>
      request('GET', '/users/profile', {
        auth: true,
        response: detailedProfile,
        operation: {
          failure: 'FETCH_DETAILED_PROFILE_ERROR',
          invalid: 'INVALID_DETAILED_PROFILE_RESPONSE',
        },
      }),
    /** Another user's detailed profile, as far as that user's privacy allows. */
    profileOf: (userId: number) =>
      request('GET', `/users/${userId}/profile`, {
        auth: true,
        response: detailedProfile,
        operation: {
          failure: 'FETCH_DETAILED_PROFILE_ERROR',
          invalid: 'INVALID_DETAILED_PROFILE_RESPONSE',
          notFound: 'USER_NOT_FOUND',
        },
      }),
    /**
     * One of a user's goals with its tasks, from that user's profile (one's own too): answered
     * under the profile's privacy rules: 404 for a goal or user the caller may not see, 403 when
     * the user keeps its progress from the caller.
     */
    profileGoal: (userId: number, goalId: number) =>
      request('GET', `/users/${userId}/goals/${goalId}`, {
        auth: true,
        response: profileGoal,
      }),
    /** The directory: only users whose privacy settings let the caller see them. */
    list: (query: UsersListQuery = {}, signal?: AbortSignal) =>
      request('GET', '/users/list', {
        auth: true,
        query,
        response: usersListResponse,
        signal,
        operation: {
          failure: 'FETCH_USERS_ERROR',
          invalid: 'INVALID_RESPONSE_STRUCTURE',
          descriptions: usersListDescriptions,
        },
      }),
  };
}
