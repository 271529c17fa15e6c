// The messages the server, the contract and the machines send to people, by a stable id. The
// English is the spec's, word for word; a `{name}` stands for a part known only at run time. The
// app translates a message by its id (its catalogue key is `messages.<id>`), so the English can
// be reworded here without losing a translation, and the server answers the id with its `detail`
// (`message_id`, `message_values`).

/** Every message by its id: `area.what` in the product's words. */
export const englishMessages = {
  'account.deleteConfirmationMismatch':
    'Please ensure you typed "DELETE MY ACCOUNT" exactly as shown.',
  'account.deleteConfirmationRequired': 'Please type "DELETE MY ACCOUNT" exactly to confirm',
  'account.deleted': 'Account successfully deleted.',
  'account.deletedRedirecting': 'Account successfully deleted. Redirecting...',
  'account.deletePasswordIncorrect': 'Invalid password. Please check your password and try again.',
  'account.deletePasswordRequired': 'Password is required',
  'account.deleteReasonTooLong': 'The reason must be at most 1000 characters',
  'account.deleteServerError':
    'Server error occurred during deletion. Please try again later or contact support.',
  'account.tooManyDeletionAttempts': 'Too many deletion attempts. Please wait before trying again.',

  'accountSwitch.failed': 'Failed to switch account',
  'accountSwitch.failedWithReason': 'Failed to switch account: {message}',
  'accountSwitch.parentCodeRequired':
    'The parent account has two-factor sign-in on: enter a code from its authenticator app (or a recovery code) with the password.',
  'accountSwitch.parentPasswordRequired':
    'Parent password is required to switch to the parent account',
  'accountSwitch.targetRequired': 'The account to switch to is required',
  'accountSwitch.toAccountFailed': 'Failed to switch to account: {message}',

  'auth.loginToContinue': 'Please log in to continue.',
  'auth.malformed': 'Invalid authentication data',
  'auth.malformedDescription': 'Your saved sign-in cannot be read. Please log in again.',
  'auth.parentOnly': 'Only a parent account can do this',
  'auth.required': 'Authentication required',
  'auth.requiredDescription': 'Please log in to access this resource',
  'auth.sessionExpired': 'Your session has expired. Please log in again.',
  'auth.tokenNotFound': 'Authentication token not found',
  'auth.tokenNotFoundDescription': 'Your saved sign-in has no token. Please log in again.',

  'content.postNotFound': 'Content post not found.',

  'directory.fetchFailed': 'Failed to fetch users',
  'directory.forbidden': 'You do not have permission to view the user list.',
  'directory.forbiddenLong':
    "You don't have permission to view the user list. Please contact support if you believe this is an error.",
  'directory.loadFailedDescription': 'An error occurred while loading users.',
  'directory.networkError':
    'Unable to connect to the server. Please check your internet connection and try again.',
  'directory.responseInvalid': 'Invalid response structure',
  'directory.responseInvalidDescription':
    'The user list the server sent cannot be read. Please try again in a moment.',
  'directory.searchInvalid': 'Invalid search parameters. Please check your input.',
  'directory.searchInvalidLong':
    'Invalid search parameters. Please check your search term and try again.',
  'directory.searchTooLong': 'The search term must be at most 100 characters',
  'directory.serverError': 'Server error. Please try again later.',
  'directory.serverIssues': 'The server is experiencing issues. Please try again in a few moments.',
  'directory.sessionExpired':
    'Your session has expired. Please log in again to view the user list.',
  'directory.unavailable':
    'The user list service is currently unavailable. Please try again later or contact support.',
  'directory.unexpectedFailure':
    'An unexpected error occurred while loading users. Please try again.',

  'emailChange.addressTaken':
    'Another account now uses this e-mail address, so it cannot become yours.',
  'emailChange.cancelled':
    'The change of e-mail address is undone and every session of your account has ended. Choose a new password now: whoever asked for the change knew the old one.',
  'emailChange.cancelLinkInvalid': 'This link is invalid, has expired, or was already used.',
  'emailChange.confirmed': 'Your new e-mail address is confirmed. Log in with it from now on.',
  'emailChange.linkInvalid':
    'This confirmation link is invalid, has expired, or was replaced by a newer change of address.',
  'emailChange.tokenMissing': 'The link has no token',
  'emailChange.tokenTooLong': 'The link token is too long',

  'error.unexpected': 'An unexpected error occurred',
  'error.unexpectedDescription': 'Something went wrong. Please try again in a moment.',
  'error.unknown': 'Unknown error',

  'family.accountNotFound': 'Account not found in your family',
  'family.cannotRemoveParent': 'Cannot remove parent account',
  'family.cannotRemovePrimaryChild':
    'Cannot remove primary child account. Primary child accounts are created automatically and cannot be deleted.',
  'family.childCreated': "Child account '{username}' created successfully.",
  'family.childNotFound': 'Child account not found in your family',
  'family.childRemoved': "Child account '{username}' removed successfully.",
  'family.createChildFailed': 'Failed to create child account',
  'family.createChildFailedDescription':
    'The child account was not created. Check the details and the parent password.',
  'family.helperShareInvalid': 'The percent must be a whole number from 10 to 100',
  'family.loadFailed': 'Failed to load family accounts',
  'family.loadFailedDescription':
    'The family’s accounts could not be loaded. Please try again in a moment.',
  'family.noAuthToken': 'No authentication token',
  'family.parentPasswordIncorrect': 'Incorrect parent password',
  'family.parentPasswordMissing': 'The parent password is required',
  'family.parentPasswordRequired': 'Parent password is required',
  'family.removeChildFailed': 'Failed to remove child account',
  'family.removeChildFailedDescription':
    'The child account was not removed. Check the parent password.',
  'family.tooManyWrongPasswords':
    'Too many wrong passwords from this network. Please wait an hour and try again.',

  'goal.createdWithoutBreakdown':
    'Goal created successfully, but AI task breakdown failed: {reason}',
  'goal.createFailed': 'Failed to create goal',
  'goal.creatingWith': 'Creating with {product}...',
  'goal.deleted': 'Goal deleted',
  'goal.deleteFailed': 'Failed to delete goal',
  'goal.dueDateInPast': 'due_date must not be in the past: choose today or a later day',
  'goal.notFound': 'Goal not found',
  'goal.orderEmpty': 'At least one goal is required',
  'goal.orderSaved': 'Goal order saved',
  'goal.ownBoardOnly': 'You can only see and change your own board',

  'helper.ageNotNumber': 'The age must be a number',
  'helper.ageNotWhole': 'The age must be a whole number',
  'helper.ageTooHigh': 'The age must be at most 120',
  'helper.ageTooLow': 'The age must be at least 3',
  'helper.answerUnusable': 'The AI answered in a way we could not use. Please try again.',
  'helper.cancelled': 'The request was cancelled.',
  'helper.childShareUsed':
    "You have used your part of the family's helper for today. Please try again tomorrow, or ask your parent for a bigger part.",
  'helper.contextNotText': 'The additional context must be text',
  'helper.contextTooLong': 'The additional context must be at most 500 characters long',
  'helper.dailyLimitReached': 'Daily token limit exceeded. Please try again tomorrow.',
  'helper.goalRequired': 'The goal is required',
  'helper.goalTooLong': 'The goal must be at most 200 characters long',
  'helper.timedOut': 'The AI took too long to answer. Please try again.',
  'helper.unavailable':
    'The AI service is not available right now (status {statusCode}). Please try again later.',
  'helper.unreachable': 'The AI service could not be reached. Please try again later.',
  'helper.unverifiedAllowanceUsed':
    "Today's helper allowance for a family whose e-mail address is not verified yet is used up. Verify the parent's e-mail address to use the rest of the daily allowance.",

  'limits.childrenPerFamily': 'A family can have at most 10 children.',
  'limits.counterUnavailable':
    'This is unavailable for a moment: the attempt counter (Redis) cannot be reached. Please try again shortly.',
  'limits.openGoals':
    'You can have at most 500 goals that are not closed. Close or delete some first.',
  'limits.tasksPerGoal': 'A goal can have at most 50 tasks.',
  'limits.tooManyAttempts': 'Too many attempts. Please wait a minute and try again.',
  'limits.tooManyRequests': 'Too many requests. Please wait a moment before trying again.',

  'login.failed': 'Login failed',
  'login.failedDescription':
    'Check your email (or a child’s username) and password, then try again.',
  'login.incorrect': 'Incorrect email or password',
  'login.loggedOut': 'Logged out successfully.',

  'password.changed': 'Password changed successfully!',
  'password.changeFailed': 'Failed to change password',
  'password.changeFailedDescription': 'Your password was not changed.',
  'password.currentIncorrect': 'Current password is incorrect',
  'password.currentRequired': 'Current password is required',
  'password.newMismatch': 'New passwords do not match',
  'password.newRequired': 'New password is required',
  'password.newSameAsCurrent': 'New password must be different from current password',
  'password.newTooLong': 'New password must be at most 256 characters long',
  'password.newTooShort': 'New password must be at least 8 characters long',
  'password.tooCommon':
    'This password is too easy to guess: it is a common password or one repeated character. Please choose another.',

  'passwordReset.confirmRequired': 'Please confirm your new password',
  'passwordReset.done': 'Password reset successful. You can now log in.',
  'passwordReset.linkInvalid': 'This password reset link is invalid or has expired.',
  'passwordReset.mailSent': 'Password reset email sent successfully.',
  'passwordReset.passwordRequired': 'The new password is required',
  'passwordReset.tokenRequired': 'The token is required',
  'passwordReset.tooManyMails':
    'At most 3 reset e-mails an hour go to one address. Please check your inbox or try again later.',

  'profile.ageOutOfRange': 'Age must be between 3 and 100',
  'profile.bioTooLong': 'Bio must be no more than 500 characters',
  'profile.childHasNoEmail': 'A child account has no e-mail address',
  'profile.codeForEmailChange':
    'Two-factor sign-in is on: enter a code from your authenticator app (or a recovery code) to change your e-mail address',
  'profile.currentPasswordTooLong': 'The current password is too long',
  'profile.detailedResponseInvalid': 'Invalid detailed profile response',
  'profile.detailedResponseInvalidDescription':
    'The detailed profile the server sent cannot be read. Please try again in a moment.',
  'profile.emailRequired': 'Email is required',
  'profile.fetchDetailedFailed': 'Failed to fetch detailed profile',
  'profile.fetchFailed': 'Failed to fetch user profile',
  'profile.loadFailedDescription': 'Failed to load profile data. Please try again.',
  'profile.noChanges': 'No changes detected to update',
  'profile.passwordForEmailChange': 'Enter your current password to change your e-mail address',
  'profile.responseInvalid': 'Invalid profile response',
  'profile.responseInvalidDescription':
    'The profile the server sent cannot be read. Please try again in a moment.',
  'profile.updated': 'Profile updated successfully!',
  'profile.updatedConfirmEmail':
    'Profile updated. Confirm your new address with the link we sent to it; until then you keep signing in with your current address.',
  'profile.updateFailed': 'Failed to update profile',
  'profile.updateFailedDescription': 'Your profile was not changed.',
  'profile.usernameOrEmailTaken': 'Username or email already exists',
  'profile.usernameRequired': 'Username is required',
  'profile.usernameTooLong': 'Username must be no more than 15 characters',
  'profile.usernameTooShort': 'Username must be at least 3 characters',
  'profile.userNotFound': 'User not found',
  'profile.userNotFoundDescription':
    'User not found. This profile may have been removed or does not exist.',

  'push.idNotNumber': 'The subscription id must be a number',
  'push.idNotPositive': 'The subscription id must be a positive number',
  'push.idNotWhole': 'The subscription id must be a whole number',
  'push.idTooLarge': 'The subscription id is too large',
  'push.subscriptionNotFound': 'Push subscription not found',
  'push.subscriptionRemoved': 'Push subscription removed',

  'request.httpErrorStatus': 'HTTP error! status: {status}',
  'request.httpStatus': 'HTTP {status}: {statusText}',
  'request.httpStatusDescription':
    'The server could not complete the request. Please try again in a moment.',
  'request.internalError': 'Internal server error',
  'request.networkError': 'Network error',
  'request.networkErrorDescription':
    'Unable to connect to the server. Please check your internet connection.',
  'request.responseInvalid': 'Invalid response format',
  'request.responseInvalidDescription':
    'The server sent an answer the app cannot read. Please try again in a moment.',
  'request.unexpected': 'Unexpected error',

  'sessions.notFound': 'Session not found',
  'sessions.othersRevoked': 'All other sessions revoked successfully!',
  'sessions.revoked': 'Session revoked successfully!',

  'settings.childNotificationsParentOnly':
    "A child's notifications go to its parent: only the parent can change them, in the parent's own Settings, Notifications",
  'settings.notificationsUpdated': 'Notification settings updated successfully!',
  'settings.notificationsUpdateFailed': 'Failed to update notifications settings',
  'settings.preferencesUpdated': 'Preferences settings updated successfully!',
  'settings.preferencesUpdateFailed': 'Failed to update preferences settings',
  'settings.privacyUpdated': 'Privacy settings updated successfully!',
  'settings.privacyUpdateFailed': 'Failed to update privacy settings',
  'settings.reminderInQuietHours':
    'reminder_time must be between 07:00 and 20:00: nothing but security mail is sent in quiet hours (20:00–07:00)',
  'settings.securityUpdated': 'Security settings updated successfully!',
  'settings.securityUpdateFailed': 'Failed to update security settings',
  'settings.smsUnavailable': 'SMS notifications are not available on this server',

  'signup.birthYearNotNumber': 'Year of birth must be a number',
  'signup.birthYearNotWhole': 'Year of birth must be a whole number',
  'signup.birthYearRequired': 'Year of birth is required',
  'signup.birthYearTooEarly': 'Year of birth must be at least 1925',
  'signup.birthYearTooLate': 'Year of birth must be at most 2050',
  'signup.confirmRequired': 'Please confirm your password',
  'signup.done': 'Registration successful. Please check your email to verify your account.',
  'signup.emailMixedScripts':
    'This email mixes look-alike letters from different alphabets or hidden characters. Please check how it is written.',
  'signup.emailTaken': 'An account with this email already exists',
  'signup.emailVerified': 'Email verified successfully.',
  'signup.passwordMismatch': 'The passwords do not match',
  'signup.passwordTooLong': 'Password must be at most 256 characters long',
  'signup.passwordTooShort': 'Password must be at least 8 characters long',
  'signup.usernameLookAlike':
    'This username looks too much like one that is already taken. Please choose a different one.',
  'signup.usernameMixedScripts':
    'This username mixes look-alike letters from different alphabets or hidden characters. Please write it in one alphabet.',
  'signup.usernameTaken': 'This username is already taken',
  'signup.verificationLinkInvalid': 'This verification link is invalid or has expired.',

  'stars.alreadyAsked': 'This reward has already been asked for and waits for a parent',
  'stars.alreadyDecided': 'This request has already been decided',
  'stars.approveFailed': 'Failed to approve the request',
  'stars.askFailed': 'Failed to ask for the reward',
  'stars.childAsksOnly': 'Only a child can ask for a reward',
  'stars.childSeesOwnOnly': 'A child can only see its own stars',
  'stars.declineFailed': 'Failed to decline the request',
  'stars.jarOff': 'The star jar is turned off for this family',
  'stars.notEnoughMany': 'Not enough stars yet: {missing} more stars are needed',
  'stars.notEnoughOne': 'Not enough stars yet: {missing} more star is needed',
  'stars.noteTooLong': 'The note must be at most 300 characters long',
  'stars.perTaskInvalid': 'The stars per task must be a whole number from 1 to 5',
  'stars.pictureInvalid': 'The picture must be one of the task pictures',
  'stars.priceInvalid': 'The price must be a whole number of stars from 1 to 500',
  'stars.requestNotFound': 'Request not found in your family',
  'stars.rewardArchived': 'This reward is archived',
  'stars.rewardNotFound': 'Reward not found in your family',
  'stars.titleTooLong': 'The title must be at most 100 characters long',
  'stars.undoFailed': 'Failed to undo the approval',
  'stars.undoNotApproved': 'Only an approved request can be undone',
  'stars.undoTooLate': 'An approval can only be undone within 10 minutes',

  'stats.private': "This user's progress is private",

  'task.deleted': 'Task deleted',
  'task.deleteFailed': 'Failed to delete task',
  'task.descriptionNotText': 'The description must be text',
  'task.descriptionTooLong': 'The description must be at most 500 characters long',
  'task.iconInvalid': 'The icon must be one of the task pictures',
  'task.notFound': 'Task not found',
  'task.titleBlank': 'The title must not be blank',
  'task.titleRequired': 'The title is required',
  'task.titleTooLong': 'The title must be at most 200 characters long',

  'theme.alreadyGroupedBy': 'Your goals are already grouped by {name}',
  'theme.categoryBadgeKindInvalid':
    "A category's badge_kind is one of HELPER, LEARNER, CREATIVE_THINKER, or null for none",
  'theme.categoryDescriptionTooLong': 'A category description must be at most 120 characters long',
  'theme.categoryIconInvalid': 'Pick one emoji as the category icon',
  'theme.categoryNameMissing': 'All categories must have a name',
  'theme.categoryNamesRepeat': 'Each category needs a name of its own',
  'theme.categoryNameTooLong': 'A category name must be at most 30 characters long',
  'theme.categoryRequired': 'At least one category is required',
  'theme.deleted': 'Custom theme deleted',
  'theme.descriptionRequired': 'Theme description is required',
  'theme.descriptionTooLong': 'The theme description must be at most 200 characters long',
  'theme.flavorOrThemeNotFound': 'Flavor or theme not found',
  'theme.groupedBy': 'Your goals are now grouped by {name}',
  'theme.nameAndDescriptionRequired': 'Theme name and description are required',
  'theme.nameTooLong': 'The theme name must be at most 40 characters long',
  'theme.notFound': 'Custom theme not found',
  'theme.switchTargetRequired': 'Choose a flavor or theme to switch to',
  'theme.tooMany': 'You can keep up to 20 custom themes; delete one to make another',
  'theme.tooManyCategories': 'A theme can have at most 12 categories',

  'twoFactor.alreadyOn':
    'Two-factor sign-in is already on. Turn it off first to set up another authenticator.',
  'twoFactor.challengeExpired':
    'This sign-in step has expired or was already used. Please log in again.',
  'twoFactor.challengeMissing': 'The sign-in step is missing; please log in again',
  'twoFactor.codeRequired': 'Enter the code from your authenticator app',
  'twoFactor.codeTooLong': 'The code is too long',
  'twoFactor.codeWrongOrUsed':
    'That code is not right, or it was already used. Enter the newest code from your authenticator app, or an unused recovery code.',
  'twoFactor.notOn': 'Two-factor sign-in is not on for this account.',
  'twoFactor.parentsOnly':
    "Two-factor sign-in is for parent accounts. A child account signs in with its parent's password and has no code of its own.",
  'twoFactor.passwordIncorrect': 'Incorrect password',
  'twoFactor.recoveryCodesRenewed': 'New recovery codes are ready; the old ones no longer work.',
  'twoFactor.setupCodeWrong':
    'That code is not right. Enter the six-digit code your authenticator app shows now (check that the time on your device is correct).',
  'twoFactor.setupNotStarted': 'Start the set-up first: no authenticator is waiting for a code.',
  'twoFactor.tooManyCodes': 'Too many codes tried. Please wait a minute and try again.',
  'twoFactor.tooManyWrongCodes':
    'Too many wrong codes for this account. Please wait an hour and try again.',
  'twoFactor.turnedOff': 'Two-factor sign-in is off.',
  'twoFactor.turnedOn':
    'Two-factor sign-in is on. Keep your recovery codes somewhere safe: each works once.',

  'validation.emailInvalid': 'Please enter a valid email address',
  'validation.emailRequired': 'The email is required',
  'validation.emailTooLong': 'The email is too long',
  'validation.passwordRequired': 'The password is required',
  'validation.requestInvalid': 'The request is invalid',
  'validation.usernameCharacters':
    'Username may only contain letters, numbers, dots, dashes and underscores',
  'validation.usernameRequired': 'The username is required',
  'validation.usernameTooLong': 'Username must be at most 15 characters long',
  'validation.usernameTooShort': 'Username must be at least 3 characters long',
} as const;

export type MessageId = keyof typeof englishMessages;

/** The run-time parts of a message, by placeholder name. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A message for a person: its id, and the values of its placeholders when it has any. */
export interface Message {
  readonly id: MessageId;
  readonly values?: MessageValues;
}

/** Whether a string is one of the table's ids. */
export function isMessageId(id: unknown): id is MessageId {
  return typeof id === 'string' && Object.hasOwn(englishMessages, id);
}

/** A message in English, its placeholders filled ('{name}' stays when no value is given). */
export function messageText(id: MessageId, values?: MessageValues): string {
  return englishMessages[id].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    values && values[name] !== undefined ? String(values[name]) : placeholder,
  );
}

/** The placeholders' names of a message, in the order they appear. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}

interface Pattern {
  id: MessageId;
  names: string[];
  matcher: RegExp;
  /** How many fixed characters the pattern has: the most specific is tried first. */
  fixed: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let byText: Map<string, MessageId> | undefined;
let patterns: Pattern[] | undefined;

function lookups(): { byText: Map<string, MessageId>; patterns: Pattern[] } {
  if (!byText || !patterns) {
    const entries = Object.entries(englishMessages) as [MessageId, string][];
    byText = new Map(entries.filter(([, text]) => !text.includes('{')).map(([id, t]) => [t, id]));
    patterns = entries
      .filter(([, text]) => text.includes('{'))
      .map(([id, text]): Pattern => {
        const pieces = text.split(/\{(\w+)\}/);
        return {
          id,
          names: pieces.filter((_, index) => index % 2 === 1),
          matcher: new RegExp(
            `^${pieces.map((piece, index) => (index % 2 === 1 ? '(.+?)' : escapeRegExp(piece))).join('')}$`,
            's',
          ),
          fixed: pieces.filter((_, index) => index % 2 === 0).join('').length,
        };
      })
      .sort((a, b) => b.fixed - a.fixed);
  }
  return { byText, patterns };
}

/**
 * The message an English text is, when it is one of the table's (a pattern's values taken from
 * the text): for words that reached a person without their id, such as a server's `detail` whose
 * id was not sent.
 */
export function findMessage(text: string): Message | undefined {
  const { byText, patterns } = lookups();
  const id = byText.get(text);
  if (id) return { id };
  for (const pattern of patterns) {
    const match = pattern.matcher.exec(text);
    if (!match) continue;
    return {
      id: pattern.id,
      values: Object.fromEntries(
        pattern.names.map((name, index) => [name, match[index + 1] ?? '']),
      ),
    };
  }
  return undefined;
}
