export * from './errors';
export * from './auth';
export * from './client';
export * from './schemas/common';
export * from './schemas/accounts';
export * from './schemas/badge-kind';
export * from './schemas/backlog';
export * from './schemas/task-icons';
export * from './schemas/family';
export * from './schemas/child-settings';
export * from './schemas/taskbreaker';
export * from './schemas/settings';
export * from './schemas/content';
export * from './schemas/directory';
export * from './schemas/themes';
export * from './schemas/account-settings';
export * from './schemas/email-change';
export * from './schemas/profile';
export * from './schemas/two-factor';
export * from './schemas/star-jar';
export * from './schemas/push';
export * from './schemas/events';
export * from './badge-rules';
// The messages table itself is `@taskboard/contract/messages`, so a page that only names an id
// does not download every message's English.
export type { Message, MessageId, MessageValues } from './messages';
