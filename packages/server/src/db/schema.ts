import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const accountTypeEnum = pgEnum('account_type', ['PARENT', 'CHILD']);
export const userRoleEnum = pgEnum('user_role', ['USER', 'ADMIN']);
export const accessLevelEnum = pgEnum('access_level', ['BASIC', 'PREMIUM', 'VIP']);
export const emailTokenPurposeEnum = pgEnum('email_token_purpose', ['verify', 'reset']);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Parents and children share one table. A child has a parent_id and no e-mail or password of
 * its own: it logs in with its username and the parent's password.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 32 }).notNull(),
    email: varchar('email', { length: 254 }),
    passwordHash: text('password_hash'),
    accountType: accountTypeEnum('account_type').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => users.id, {
      onDelete: 'cascade',
    }),
    isPrimaryChild: boolean('is_primary_child').notNull().default(false),
    birthYear: integer('birth_year'),
    isVerified: boolean('is_verified').notNull().default(false),
    role: userRoleEnum('role').notNull().default('USER'),
    accessLevel: accessLevelEnum('access_level').notNull().default('BASIC'),
    createdAt: createdAt(),
  },
  (t) => [
    // Usernames and e-mails are unique whatever their case.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_parent_id_idx').on(t.parentId),
  ],
);

/** One row per login; the bearer token itself is never stored, only its sha256. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    device: varchar('device', { length: 64 }).notNull(),
    browser: varchar('browser', { length: 64 }).notNull(),
    createdAt: createdAt(),
    lastActive: timestamp('last_active', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_idx').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
  ],
);

/** Single-use links sent by e-mail (verification, password reset), stored as sha256. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: emailTokenPurposeEnum('purpose').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_tokens_token_hash_idx').on(t.tokenHash),
    index('email_tokens_user_id_idx').on(t.userId),
  ],
);

/** Mail that was printed to the console because no SMTP server is configured. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  recipient: varchar('recipient', { length: 254 }).notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  link: text('link'),
  createdAt: createdAt(),
});

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
