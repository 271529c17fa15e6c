import type { z } from 'zod';
import {
  ApiError,
  clientErrors,
  operationError,
  usersListDescriptions,
  type Operation,
} from './errors';
import { AUTH_STORAGE_KEY, storedAuth, type StoredAuth } from './auth';
import {
  currentUser,
  forgotPasswordResponse,
  loginResponse,
  logoutResponse,
  registerResponse,
  resetPasswordResponse,
  verifyEmailResponse,
  type ForgotPasswordBody,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
} from './schemas/accounts';
import {
  backlogResponse,
  currentFlavorResponse,
  goal,
  goalTasksResponse,
  messageResponse,
  task,
  type CreateGoalBody,
  type CreateTaskBody,
  type JobStatus,
  type ReorderGoalsBody,
  type UpdateGoalBody,
  type UpdateTaskBody,
} from './schemas/backlog';
import {
  familyAccountsResponse,
  helperShareResponse,
  switchAccountResponse,
  type CreateChildBody,
  type HelperShareBody,
  type RemoveChildBody,
  type SwitchAccountBody,
} from './schemas/family';
import {
  accountExport,
  deleteAccountResponse,
  profileUpdateResponse,
  revokeAllResponse,
  sessionsResponse,
  type ChangePasswordBody,
  type DeleteAccountBody,
  type ProfileUpdateBody,
} from './schemas/account-settings';
import { emailChangeCancelResponse, emailChangeConfirmResponse } from './schemas/email-change';
import {
  userSettings,
  type Language,
  type SettingsSectionName,
  type SettingsUpdate,
} from './schemas/settings';
import {
  childSettingsEntry,
  childSettingsList,
  type ChildSettingsUpdate,
} from './schemas/child-settings';
import {
  loginResult,
  recoveryCodesResponse,
  twoFactorDisableResponse,
  twoFactorSetupResponse,
  type TwoFactorLoginBody,
  type TwoFactorPasswordAndCodeBody,
} from './schemas/two-factor';
import { contentListResponse, contentPost, type ContentListQuery } from './schemas/content';
import { usersListResponse, type UsersListQuery } from './schemas/directory';
import {
  customTheme,
  customThemesResponse,
  deleteCustomThemeResponse,
  flavorsResponse,
  switchFlavorResponse,
  userCategoryDataResponse,
  type CreateCustomThemeBody,
  type UpdateCustomThemeBody,
} from './schemas/themes';
import {
  categoryDistribution,
  detailedProfile,
  performanceMetrics,
  profileGoal,
  recentAchievementsResponse,
  streak,
} from './schemas/profile';
import {
  breakDownResponse,
  taskbreakerHealth,
  taskbreakerTestResponse,
  tokenUsage,
  usageHistoryResponse,
  type BreakDownBody,
} from './schemas/taskbreaker';
import {
  redemption,
  redemptionsResponse,
  reward,
  rewardsResponse,
  starJarSettingResponse,
  starsResponse,
  type CreateRewardBody,
  type DecideRedemptionBody,
  type RedemptionsQuery,
  type StarJarSettingBody,
  type UpdateRewardBody,
} from './schemas/star-jar';
import {
  pushSubscription,
  pushSubscriptionsResponse,
  vapidPublicKeyResponse,
  type PushSubscriptionBody,
} from './schemas/push';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ApiClientOptions {
  /** Where the API lives; the app and the API share one origin, so '/api' by default. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Where the stored auth lives (the browser's localStorage by default). */
  storage?: KeyValueStorage;
}

export interface RequestOptions<S extends z.ZodType> {
  response: S;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Send the bearer token from stored auth; fails with the catalogue's auth errors without one. */
  auth?: boolean;
  signal?: AbortSignal;
  /** Reports every failure in the codes of what the call does (LOGIN_ERROR, …). */
  operation?: Operation;
}

/** Whose statistics (the caller when left out); `_t` makes the URL unique to skip caches. */
export type StatsQuery = {
  user_id?: number;
  _t?: string;
};

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '/api';
  const doFetch =
    options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const storage = options.storage ?? globalThis.localStorage;

  function readAuth(): StoredAuth {
    const raw = storage.getItem(AUTH_STORAGE_KEY);
    if (raw === null) throw clientErrors.noAuthToken();
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw clientErrors.malformedAuthData();
    }
    if (typeof parsed !== 'object' || parsed === null) throw clientErrors.malformedAuthData();
    if (!('token' in parsed) || typeof parsed.token !== 'string' || parsed.token === '') {
      throw clientErrors.invalidAuthData();
    }
    const result = storedAuth.safeParse(parsed);
    if (!result.success) throw clientErrors.malformedAuthData();
    return result.data;
  }

  /** The stored auth, or null when there is none or it cannot be read. */
  function currentAuth(): StoredAuth | null {
    try {
      return readAuth();
    } catch {
      return null;
    }
  }

  function storeAuth(auth: StoredAuth): void {
    storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(auth));
  }

  function clearAuth(): void {
    storage.removeItem(AUTH_STORAGE_KEY);
  }

  function urlFor(path: string, query: RequestOptions<z.ZodType>['query']): string {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) search.set(key, String(value));
    }
    const qs = search.toString();
    return `${baseUrl}${path}${qs ? `?${qs}` : ''}`;
  }

  async function request<S extends z.ZodType>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    { operation, ...options }: RequestOptions<S>,
  ): Promise<z.infer<S>> {
    if (!operation) return send(method, path, options);
    try {
      return await send(method, path, options);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw operationError(operation, error);
    }
  }

  async function send<S extends z.ZodType>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    { response, body, query, auth = false, signal }: Omit<RequestOptions<S>, 'operation'>,
  ): Promise<z.infer<S>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (auth) headers.authorization = `Bearer ${readAuth().token}`;

    let res: Response;
    try {
      res = await doFetch(urlFor(path, query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw clientErrors.network();
    }

    if (!res.ok) throw await errorFrom(res);

    let json: unknown;
    try {
      json = await res.json();
    } catch {
      throw clientErrors.invalidResponse();
    }
    const parsed = response.safeParse(json);
    if (!parsed.success) throw clientErrors.invalidResponse();
    return parsed.data;
  }

  return {
    request,
    readAuth,
    currentAuth,
    storeAuth,
    clearAuth,
    users: {
      register: (body: RegisterBody) =>
        request('POST', '/users/register', { body, response: registerResponse }),
      verifyEmail: (token: string) =>
        request('GET', '/users/verify-email', { query: { token }, response: verifyEmailResponse }),
      /**
       * A session, or (two-factor sign-in on) a challenge for `loginTwoFactor`. A refused login
       * forgets any stored session (spec §8 LOGIN_ERROR).
       */
      login: async (body: LoginBody) => {
        try {
          return await request('POST', '/users/login', {
            body,
            response: loginResult,
            operation: { failure: 'LOGIN_ERROR' },
          });
        } catch (error) {
          clearAuth();
          throw error;
        }
      },
      /** The login's second step: the challenge and a code give the session. */
      loginTwoFactor: (body: TwoFactorLoginBody) =>
        request('POST', '/users/login/two-factor', {
          body,
          response: loginResponse,
          operation: { failure: 'LOGIN_ERROR' },
        }),
      logout: () => request('POST', '/users/logout', { auth: true, response: logoutResponse }),
      forgotPassword: (body: ForgotPasswordBody) =>
        request('POST', '/users/forgot-password', { body, response: forgotPasswordResponse }),
      resetPassword: (body: ResetPasswordBody) =>
        request('POST', '/users/reset-password', { body, response: resetPasswordResponse }),
      /** The link mailed to a new address: that address becomes the login. */
      confirmEmailChange: (token: string) =>
        request('POST', '/users/email-change/confirm', {
          body: { token },
          response: emailChangeConfirmResponse,
        }),
      /**
       * The link mailed to the old address: the change is undone and every session of the
       * account ends, this browser's too, so its stored session is forgotten.
       */
      cancelEmailChange: async (token: string) => {
        const answer = await request('POST', '/users/email-change/cancel', {
          body: { token },
          response: emailChangeCancelResponse,
        });
        clearAuth();
        return answer;
      },
      me: () =>
        request('GET', '/users/me', {
          auth: true,
          response: currentUser,
          operation: { failure: 'FETCH_USER_PROFILE_ERROR', invalid: 'INVALID_PROFILE_RESPONSE' },
        }),
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
      switchAccount: (body: SwitchAccountBody) =>
        request('POST', '/users/switch-account', {
          auth: true,
          body,
          response: switchAccountResponse,
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
    },
    content: {
      list: (query: ContentListQuery = {}, signal?: AbortSignal) =>
        request('GET', '/content/', {
          query: { ...query, is_published: 'true' },
          response: contentListResponse,
          signal,
        }),
      byTag: (tag: string, query: ContentListQuery = {}, signal?: AbortSignal) =>
        request('GET', `/content/tags/${encodeURIComponent(tag)}`, {
          query,
          response: contentListResponse,
          signal,
        }),
      /** The post in `lang` where it is written in it, else in English (its `language` says). */
      post: (urlId: string, signal?: AbortSignal, lang?: Language) =>
        request('GET', `/content/${encodeURIComponent(urlId)}`, {
          query: { lang },
          response: contentPost,
          signal,
        }),
    },
    twoFactor: {
      /** Starts enrolment: a new secret that waits for a code to confirm it. */
      setup: () =>
        request('POST', '/users/two-factor/setup', {
          auth: true,
          response: twoFactorSetupResponse,
        }),
      confirm: (code: string) =>
        request('POST', '/users/two-factor/confirm', {
          auth: true,
          body: { code },
          response: recoveryCodesResponse,
        }),
      disable: (body: TwoFactorPasswordAndCodeBody) =>
        request('POST', '/users/two-factor/disable', {
          auth: true,
          body,
          response: twoFactorDisableResponse,
        }),
      regenerateRecoveryCodes: (body: TwoFactorPasswordAndCodeBody) =>
        request('POST', '/users/two-factor/recovery-codes', {
          auth: true,
          body,
          response: recoveryCodesResponse,
        }),
    },
    settings: {
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
    },
    /** Web Push for the installed app: this member's devices only. */
    push: {
      vapidPublicKey: () =>
        request('GET', '/push/vapid-public-key', { auth: true, response: vapidPublicKeyResponse }),
      subscriptions: () =>
        request('GET', '/push/subscriptions', { auth: true, response: pushSubscriptionsResponse }),
      /** The browser's `PushSubscription.toJSON()`; the same endpoint again updates its keys. */
      subscribe: (body: PushSubscriptionBody) =>
        request('POST', '/push/subscriptions', { auth: true, body, response: pushSubscription }),
      unsubscribe: (id: number) =>
        request('DELETE', `/push/subscriptions/${id}`, { auth: true, response: messageResponse }),
    },
    backlog: {
      list: (signal?: AbortSignal) =>
        request('GET', '/backlog', { auth: true, response: backlogResponse, signal }),
      createGoal: (body: CreateGoalBody) =>
        request('POST', '/backlog/goals', { auth: true, body, response: goal }),
      updateGoal: (goalId: number, body: UpdateGoalBody) =>
        request('PUT', `/backlog/goals/${goalId}`, { auth: true, body, response: goal }),
      deleteGoal: (goalId: number) =>
        request('DELETE', `/backlog/goals/${goalId}`, { auth: true, response: messageResponse }),
      reorderGoals: (body: ReorderGoalsBody) =>
        request('PUT', '/backlog/goals/order', { auth: true, body, response: messageResponse }),
      goalTasks: (goalId: number) =>
        request('GET', `/backlog/goals/${goalId}/task`, {
          auth: true,
          response: goalTasksResponse,
        }),
      createTask: (body: CreateTaskBody) =>
        request('POST', '/backlog/task', { auth: true, body, response: task }),
      updateTask: (taskId: number, body: UpdateTaskBody) =>
        request('PUT', `/backlog/task/${taskId}`, { auth: true, body, response: task }),
      deleteTask: (taskId: number) =>
        request('DELETE', `/backlog/task/${taskId}`, { auth: true, response: messageResponse }),
      currentFlavor: () =>
        request('GET', '/backlog/current-flavor', { auth: true, response: currentFlavorResponse }),
      flavors: () => request('GET', '/backlog/flavors', { auth: true, response: flavorsResponse }),
      customThemes: () =>
        request('GET', '/backlog/custom-themes', { auth: true, response: customThemesResponse }),
      userCategoryData: () =>
        request('GET', '/backlog/user-category-data', {
          auth: true,
          response: userCategoryDataResponse,
        }),
      createCustomTheme: (body: CreateCustomThemeBody) =>
        request('POST', '/backlog/custom-themes', { auth: true, body, response: customTheme }),
      updateCustomTheme: (themeId: string, body: UpdateCustomThemeBody) =>
        request('PUT', `/backlog/custom-themes/${encodeURIComponent(themeId)}`, {
          auth: true,
          body,
          response: customTheme,
        }),
      deleteCustomTheme: (themeId: string) =>
        request('DELETE', `/backlog/custom-themes/${encodeURIComponent(themeId)}`, {
          auth: true,
          response: deleteCustomThemeResponse,
        }),
      switchFlavor: (newFlavor: string) =>
        request('POST', '/backlog/switch-flavor', {
          auth: true,
          query: { new_flavor: newFlavor },
          response: switchFlavorResponse,
        }),
    },
    /** Statistics of the signed-in user, or of `userId` when that user's privacy allows. */
    stats: {
      recentAchievements: (query: StatsQuery & { limit?: number } = {}) =>
        request('GET', '/backlog/goals/recent-achievements', {
          auth: true,
          query,
          response: recentAchievementsResponse,
        }),
      performanceMetrics: (query: StatsQuery = {}) =>
        request('GET', '/backlog/performance-metrics', {
          auth: true,
          query,
          response: performanceMetrics,
        }),
      streak: (query: StatsQuery = {}) =>
        request('GET', '/backlog/streak', { auth: true, query, response: streak }),
      categoryDistribution: (
        query: StatsQuery & { include_completed?: boolean; status_filter?: JobStatus } = {},
      ) =>
        request('GET', '/backlog/tasks/category-distribution', {
          auth: true,
          query,
          response: categoryDistribution,
        }),
      recentCategoryDistribution: (query: StatsQuery & { days?: number } = {}) =>
        request('GET', '/backlog/tasks/category-distribution/recent', {
          auth: true,
          query,
          response: categoryDistribution,
        }),
    },
    /**
     * The star jar: a child's stars, the family's rewards and the requests for them. Failures
     * answer `{ detail }` in starJarMessages' words: 400 not enough stars, 403 a child doing a
     * parent's part (or a parent asking), 404 another family's reward or request, 409 already
     * asked or decided (or the jar is off), 422 a field out of range.
     */
    stars: {
      /** The signed-in child's stars; a parent names a child of the family, or gets the family's. */
      get: (userId?: number, signal?: AbortSignal) =>
        request('GET', '/stars', {
          auth: true,
          query: { user_id: userId },
          response: starsResponse,
          signal,
        }),
    },
    rewards: {
      /** A child's own rewards and the family's; a parent every reward (archived ones on asking). */
      list: (options: { includeArchived?: boolean } = {}, signal?: AbortSignal) =>
        request('GET', '/rewards', {
          auth: true,
          query: { include_archived: options.includeArchived ? 'true' : undefined },
          response: rewardsResponse,
          signal,
        }),
      create: (body: CreateRewardBody) =>
        request('POST', '/rewards', { auth: true, body, response: reward }),
      update: (rewardId: number, body: UpdateRewardBody) =>
        request('PUT', `/rewards/${rewardId}`, { auth: true, body, response: reward }),
      /** Archives the reward: it leaves the lists, its history stays. */
      archive: (rewardId: number) =>
        request('DELETE', `/rewards/${rewardId}`, { auth: true, response: reward }),
      /** A child asks for a reward it has the stars for; the request waits for a parent. */
      redeem: (rewardId: number) =>
        request('POST', `/rewards/${rewardId}/redeem`, { auth: true, response: redemption }),
      /** The history, newest first; `status: 'PENDING'` is what waits for a parent. */
      redemptions: (query: RedemptionsQuery = {}, signal?: AbortSignal) =>
        request('GET', '/rewards/redemptions', {
          auth: true,
          query,
          response: redemptionsResponse,
          signal,
        }),
      /** A parent approves: the stars are taken (from each contributor for a family reward). */
      approve: (redemptionId: number, body: DecideRedemptionBody = {}) =>
        request('POST', `/rewards/redemptions/${redemptionId}/approve`, {
          auth: true,
          body,
          response: redemption,
        }),
      decline: (redemptionId: number, body: DecideRedemptionBody = {}) =>
        request('POST', `/rewards/redemptions/${redemptionId}/decline`, {
          auth: true,
          body,
          response: redemption,
        }),
      /** Within 10 minutes of an approval a parent may undo it: the stars come back. */
      undo: (redemptionId: number) =>
        request('POST', `/rewards/redemptions/${redemptionId}/undo`, {
          auth: true,
          response: redemption,
        }),
    },
    taskbreaker: {
      breakDown: (body: BreakDownBody) =>
        request('POST', '/taskbreaker/break-down', {
          auth: true,
          body,
          response: breakDownResponse,
        }),
      usage: () => request('GET', '/taskbreaker/usage', { auth: true, response: tokenUsage }),
      usageHistory: (days?: number) =>
        request('GET', '/taskbreaker/usage/history', {
          auth: true,
          query: { days },
          response: usageHistoryResponse,
        }),
      health: () => request('GET', '/taskbreaker/health', { response: taskbreakerHealth }),
      /** A tiny breakdown proving the configured planner answers; charged like any call. */
      test: () =>
        request('POST', '/taskbreaker/test', { auth: true, response: taskbreakerTestResponse }),
    },
  };
}

/** Spec §8: the family calls without a stored session say 'No authentication token'. */
function familyOperation(failure: Operation['failure']): Operation {
  return { failure, signedOut: 'No authentication token' };
}

/** The server's `detail` when the body says one, else the catalogue's HTTP_ERROR text. */
async function errorFrom(res: Response): Promise<ApiError> {
  try {
    const body: unknown = await res.json();
    if (
      typeof body === 'object' &&
      body !== null &&
      'detail' in body &&
      typeof body.detail === 'string'
    ) {
      return clientErrors.http(res.status, res.statusText, body.detail);
    }
  } catch {
    // An unreadable body falls through to the generic text below.
  }
  return clientErrors.http(res.status, res.statusText);
}

/** The server's detail for a failed call, else the screen's own fallback text (spec §8). */
export function detailOr(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.detail) || fallback;
}
