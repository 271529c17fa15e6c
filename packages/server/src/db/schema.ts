import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const accountTypeEnum = pgEnum('account_type', ['PARENT', 'CHILD']);
export const userRoleEnum = pgEnum('user_role', ['USER', 'ADMIN']);
export const accessLevelEnum = pgEnum('access_level', ['BASIC', 'PREMIUM', 'VIP']);
/**
 * What a mailed link does. An e-mail change sends two: `email_change` to the new address (it
 * makes that address the login), `email_change_cancel` to the old one (it undoes the change and
 * ends every session).
 */
export const emailTokenPurposeEnum = pgEnum('email_token_purpose', [
  'verify',
  'reset',
  'email_change',
  'email_change_cancel',
]);
export const jobStatusEnum = pgEnum('job_status', ['NEW', 'OPEN', 'CLOSED']);
export const taskPriorityEnum = pgEnum('task_priority', ['HIGH', 'MEDIUM', 'LOW']);
export const badgeTypeEnum = pgEnum('badge_type', [
  'TASK_CRUSHER',
  'GOAL_GETTER',
  'STREAK_KEEPER',
  'HELPER',
  'LEARNER',
  'TEAM_PLAYER',
  'CREATIVE_THINKER',
  'PROBLEM_SOLVER',
]);
export const badgeTierEnum = pgEnum('badge_tier', ['BRONZE', 'SILVER', 'GOLD']);
/** The contract's categoryBadgeKinds: the badges that count tasks by their category's kind. */
export const categoryBadgeKindEnum = pgEnum('category_badge_kind', [
  'HELPER',
  'LEARNER',
  'CREATIVE_THINKER',
]);

/** The built-in flavor every account starts with (spec §9 "Default flavor GENERAL"). */
export const DEFAULT_FLAVOR = 'GENERAL';

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
    /**
     * The username's look-alike key (security/identity.ts usernameSkeleton): a new name whose
     * key an existing user already has would pass for that user, and is refused.
     */
    usernameSkeleton: text('username_skeleton').notNull(),
    email: varchar('email', { length: 254 }),
    passwordHash: text('password_hash'),
    accountType: accountTypeEnum('account_type').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => users.id, {
      onDelete: 'cascade',
    }),
    isPrimaryChild: boolean('is_primary_child').notNull().default(false),
    birthYear: integer('birth_year'),
    /** The profile's "about me" (spec §5: at most 500 characters). */
    bio: varchar('bio', { length: 500 }),
    isVerified: boolean('is_verified').notNull().default(false),
    role: userRoleEnum('role').notNull().default('USER'),
    accessLevel: accessLevelEnum('access_level').notNull().default('BASIC'),
    /**
     * The flavor (category set and theme) the board uses. No foreign key on purpose: accounts
     * can be created before the reference data is seeded, and an unknown key reads as no
     * categories rather than failing a sign-up.
     */
    currentFlavor: varchar('current_flavor', { length: 32 }).notNull().default(DEFAULT_FLAVOR),
    /**
     * Raised by a database trigger on every change to the user's goals or tasks (drizzle/0002),
     * whoever makes it: a server may keep a rendered board while this number is unchanged.
     */
    boardVersion: bigint('board_version', { mode: 'number' }).notNull().default(0),
    /** Set by a password change or reset; the security settings report it. */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /**
     * What the users directory may show of this user outside its family, kept by a trigger on
     * user_settings (drizzle/0011) from the stored privacy choices: listed (a PUBLIC parent),
     * found by a part of its name, found by a part of its e-mail. Stored so that partial
     * indexes serve the directory instead of every row's settings being read per search.
     */
    directoryListed: boolean('directory_listed').notNull().default(false),
    directoryByName: boolean('directory_by_name').notNull().default(false),
    directoryByEmail: boolean('directory_by_email').notNull().default(false),
    /**
     * On a parent's row, for its family: the part of the family's daily helper allowance each
     * child may use, in percent (10-100). The parent itself may use the whole pot.
     */
    helperSharePercent: integer('helper_share_percent').notNull().default(50),
    /**
     * On a parent's row, for its family: whether the star jar is on. Off hides it everywhere and
     * keeps its data (stars, rewards, requests); no task earns stars while it is off.
     */
    starJarEnabled: boolean('star_jar_enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    // Usernames and e-mails are unique whatever their case.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // Not unique: names that look alike may already exist side by side from before the check.
    index('users_username_skeleton_idx').on(t.usernameSkeleton),
    index('users_parent_id_idx').on(t.parentId),
    // The directory's first page without a term: listed users in name order.
    index('users_directory_listed_idx')
      .on(sql`lower(${t.username})`)
      .where(sql`${t.directoryListed}`),
    check('users_helper_share_percent_range', sql`${t.helperSharePercent} between 10 and 100`),
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

/**
 * A user's choices for each settings section (spec §3), stored as what the user changed: a field
 * missing here reads as its default, so a new default reaches every account that never chose.
 * No row at all means every default.
 */
export const userSettings = pgTable('user_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  notifications: jsonb('notifications').$type<Record<string, unknown>>().notNull().default({}),
  privacy: jsonb('privacy').$type<Record<string, unknown>>().notNull().default({}),
  preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
  security: jsonb('security').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A parent's authenticator for two-factor sign-in (TOTP, RFC 6238). The row exists from the
 * start of enrolment; `enabled_at` is set once a code from the app confirmed it, and only then
 * does login ask for a code. The secret is never sent out again after enrolment.
 */
export const twoFactor = pgTable('two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /**
   * Base32 as authenticator apps take it, or, when TWO_FACTOR_KEY is set, sealed with it
   * (AES-256-GCM, security/secret-box.ts) so a copy of the database alone does not hold it.
   */
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The time step of the last accepted code: a code of that step or earlier is a replay. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** One-time recovery codes of a two-factor sign-in, stored as sha256; a used one stays used. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('two_factor_recovery_codes_user_code_idx').on(t.userId, t.codeHash)],
);

/**
 * A login whose password was right and that now waits for the second factor. The token given
 * to the client is stored as sha256; it gives no session by itself and lives a few minutes.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    device: varchar('device', { length: 64 }).notNull(),
    browser: varchar('browser', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('two_factor_challenges_token_hash_idx').on(t.tokenHash),
    index('two_factor_challenges_user_id_idx').on(t.userId),
  ],
);

/** Single-use links sent by e-mail (verification, password reset, e-mail change), stored as sha256. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: emailTokenPurposeEnum('purpose').notNull(),
    /**
     * The address an e-mail change link is bound to: for `email_change` the new address (pending
     * until the link is used: the account's login and recovery address stay the old one), for
     * `email_change_cancel` the old address the change is undone to. Null for other links.
     */
    address: varchar('address', { length: 254 }),
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

/**
 * A named set of goal categories. Built-in flavors (GENERAL and the others in
 * services/flavors.ts) are seeded and have no owner; a user's custom theme is a flavor row with
 * the user as owner and its theme_id as key, so the board, a goal's category check and the
 * category distribution treat both alike.
 */
export const flavors = pgTable(
  'flavors',
  {
    key: varchar('key', { length: 32 }).primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    description: text('description').notNull().default(''),
    builtIn: boolean('built_in').notNull().default(false),
    ownerId: integer('owner_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('flavors_owner_id_idx').on(t.ownerId)],
);

/** A flavor's categories; the board offers the active ones, in `position` order. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    flavorKey: varchar('flavor_key', { length: 32 })
      .notNull()
      .references(() => flavors.key, { onDelete: 'cascade' }),
    name: varchar('name', { length: 64 }).notNull(),
    icon: varchar('icon', { length: 16 }).notNull(),
    /** One of the ten colour names (blue, green, …); the ui holds their values per theme. */
    color: varchar('color', { length: 16 }).notNull(),
    /** Optional words a custom theme's author gives a category. */
    description: varchar('description', { length: 200 }),
    /** The badge its goals' finished tasks count towards; the badge rules never read the name. */
    badgeKind: categoryBadgeKindEnum('badge_kind'),
    position: integer('position').notNull(),
    active: boolean('active').notNull().default(true),
  },
  // Also the conflict target that keeps seeding idempotent.
  (t) => [uniqueIndex('categories_flavor_name_idx').on(t.flavorKey, t.name)],
);

/**
 * Goals and tasks are both "backlog items" (spec §3) and travel in one list, so they draw their
 * ids from one sequence: an item_id names exactly one item, whichever kind it is.
 */
export const backlogItemIds = pgSequence('backlog_item_id_seq');
const backlogItemId = () =>
  integer('id')
    .primaryKey()
    .default(sql`nextval('backlog_item_id_seq')`);

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const closedAt = () => timestamp('closed_at', { withTimezone: true });

/**
 * A child's goal. `position` is null until the user first drags the goals: the board then
 * shows the spec's default order (OPEN, NEW, CLOSED). The first drag stores a position for
 * every goal of the user, and from then on that order wins on every device (new goals go last).
 */
export const goals = pgTable(
  'goals',
  {
    id: backlogItemId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    /** Optional plain text (contract GOAL_DESCRIPTION_MAX characters), null when there is none. */
    description: text('description'),
    jobStatus: jobStatusEnum('job_status').notNull().default('NEW'),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    position: integer('position'),
    /** Stars each of its tasks earns a child when finished (1-5; the star jar). */
    starsPerTask: integer('stars_per_task').notNull().default(1),
    /**
     * The optional day the goal should be done by (a calendar day in the owner's time zone, no
     * time), null when there is none. Deadline reminders read it (notification goal_deadlines).
     */
    dueDate: date('due_date', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    closedAt: closedAt(),
  },
  (t) => [
    index('goals_user_id_idx').on(t.userId, t.id),
    // Statistics count and window closed goals by user and date (closed_at is set only while CLOSED).
    index('goals_user_closed_at_idx').on(t.userId, t.closedAt),
    // Removing a category clears it from goals (on delete set null) without a table scan.
    index('goals_category_id_idx').on(t.categoryId),
    check('goals_stars_per_task_range', sql`${t.starsPerTask} between 1 and 5`),
  ],
);

/**
 * A step of a goal. `user_id` repeats the goal's owner so the whole board is one indexed query
 * and an ownership check needs no join.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: backlogItemId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goalId: integer('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    jobStatus: jobStatusEnum('job_status').notNull().default('NEW'),
    description: text('description'),
    priority: taskPriorityEnum('priority'),
    color: varchar('color', { length: 40 }),
    icon: varchar('icon', { length: 40 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    closedAt: closedAt(),
  },
  (t) => [
    index('tasks_user_id_idx').on(t.userId, t.id),
    index('tasks_goal_id_idx').on(t.goalId, t.id),
    // Statistics count and window finished tasks by user and date (closed_at is set only while CLOSED).
    index('tasks_user_closed_at_idx').on(t.userId, t.closedAt),
  ],
);

/**
 * The AI task breaker's tokens, one row per user and calendar day (the user's day: UTC until
 * accounts have a time zone setting). Failed model calls are charged too.
 */
export const aiUsage = pgTable(
  'ai_usage',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    tokensUsed: integer('tokens_used').notNull().default(0),
    requestsMade: integer('requests_made').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * An article of the public content library (content spec §3). `content` holds HTML that went
 * through the allow-list sanitiser before it was written (src/content/sanitize.ts); `tags` is
 * `keywords` lower-cased, so a tag page is one indexed lookup whatever the case in the link.
 */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    urlId: varchar('url_id', { length: 80 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    runningTitle: varchar('running_title', { length: 300 }).notNull(),
    content: text('content').notNull(),
    author: varchar('author', { length: 120 }).notNull(),
    publicationDate: date('publication_date', { mode: 'string' }).notNull(),
    keywords: text('keywords').array().notNull(),
    tags: text('tags').array().notNull(),
    targetAge: integer('target_age'),
    challenge: boolean('challenge').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('posts_url_id_idx').on(t.urlId),
    index('posts_tags_idx').using('gin', t.tags),
    // The list's order: newest first, url_id breaking ties so pages never overlap.
    index('posts_published_order_idx').on(t.isPublished, t.publicationDate, t.urlId),
  ],
);

/**
 * A post in another language than English (the `posts` row is the English original): its title,
 * summary line, sanitised HTML and the names of its tags in that language, `keywords` in the
 * order of the post's `tags`. A language without a row is served in English, marked as such.
 */
export const postTranslations = pgTable(
  'post_translations',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    language: varchar('language', { length: 8 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    runningTitle: varchar('running_title', { length: 300 }).notNull(),
    content: text('content').notNull(),
    keywords: text('keywords').array().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('post_translations_post_language_idx').on(t.postId, t.language),
    check('post_translations_language', sql`${t.language} in ('es', 'fr', 'de', 'zh', 'ja')`),
  ],
);

/**
 * A badge a user earned: one row per type and tier, ever. The unique index is what makes an award
 * happen exactly once however many moves race for it; a task moved back keeps the badge.
 */
export const badges = pgTable(
  'badges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeType: badgeTypeEnum('badge_type').notNull(),
    tier: badgeTierEnum('tier').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('badges_user_type_tier_idx').on(t.userId, t.badgeType, t.tier)],
);

/**
 * The calendar days (in the user's time zone) on which at least one of the user's tasks reached
 * Done or one of the user's goals was closed: the daily streak is read from these. A day once
 * earned stays, as a badge does, even if the task is moved back or the goal reopened later.
 */
export const streakDays = pgTable(
  'streak_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export const redemptionStatusEnum = pgEnum('redemption_status', [
  'PENDING',
  'APPROVED',
  'DECLINED',
  'UNDONE',
]);

/**
 * The stars a child earned by finishing a task: one row per task while it is in Done, with the
 * goal's stars_per_task at that moment. Moving the task back out of Done deletes the row (the
 * unique task_id makes racing moves award once); deleting the task keeps the stars (task_id
 * becomes null). A child's stars are these minus its shares of approved requests.
 */
export const starAwards = pgTable(
  'star_awards',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskId: integer('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    stars: integer('stars').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('star_awards_task_id_idx').on(t.taskId),
    index('star_awards_child_id_idx').on(t.childId),
    check('star_awards_stars_range', sql`${t.stars} between 1 and 5`),
  ],
);

/**
 * A reward a parent set for one child (child_id) or for the whole family (child_id null), kept
 * on the family's parent (family_id). Archived rewards leave the lists; their requests stay.
 */
export const rewards = pgTable(
  'rewards',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: integer('child_id').references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    /** One of the contract's task picture names. */
    picture: varchar('picture', { length: 40 }).notNull(),
    price: integer('price').notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('rewards_family_id_idx').on(t.familyId, t.id),
    index('rewards_child_id_idx').on(t.childId),
    check('rewards_price_range', sql`${t.price} between 1 and 500`),
  ],
);

/**
 * A child's request for a reward and what became of it. At most one request per reward waits at
 * a time (the partial unique index decides between racing asks). `price` is the reward's price
 * when asked: what approval takes.
 */
export const rewardRedemptions = pgTable(
  'reward_redemptions',
  {
    id: serial('id').primaryKey(),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'cascade' }),
    familyId: integer('family_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: redemptionStatusEnum('status').notNull().default('PENDING'),
    price: integer('price').notNull(),
    note: varchar('note', { length: 300 }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reward_redemptions_one_pending_idx')
      .on(t.rewardId)
      .where(sql`${t.status} = 'PENDING'`),
    index('reward_redemptions_family_id_idx').on(t.familyId, t.id),
    index('reward_redemptions_child_id_idx').on(t.childId),
  ],
);

/**
 * The stars each child gave towards an approved request (one row for a child's own reward, one
 * per contributing child for a family reward). They count against a child's stars while the
 * request is APPROVED; an undone request keeps them as a record.
 */
export const redemptionShares = pgTable(
  'redemption_shares',
  {
    redemptionId: integer('redemption_id')
      .notNull()
      .references(() => rewardRedemptions.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.redemptionId, t.childId] }),
    index('redemption_shares_child_id_idx').on(t.childId),
    check('redemption_shares_stars_positive', sql`${t.stars} > 0`),
  ],
);

/**
 * The server's VAPID key pair (RFC 8292), made on first start when VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY are not set, so every instance on one database signs pushes with the same
 * key and subscriptions outlive restarts. One row (id 1); the private key is sealed under
 * TWO_FACTOR_KEY when one is configured.
 */
export const vapidKeys = pgTable(
  'vapid_keys',
  {
    id: integer('id').primaryKey(),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('vapid_keys_one_row', sql`${t.id} = 1`)],
);

/**
 * A browser that receives a member's pushes (its PushSubscription: the push service's endpoint
 * and the keys its messages are encrypted for, RFC 8291). One device may carry several members'
 * subscriptions (a family tablet), each its own row; one member's endpoint is stored once.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: varchar('p256dh', { length: 200 }).notNull(),
    auth: varchar('auth', { length: 100 }).notNull(),
    userAgent: varchar('user_agent', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('push_subscriptions_user_id_endpoint_idx').on(t.userId, t.endpoint)],
);

export type UserRow = typeof users.$inferSelect;
export type GoalRow = typeof goals.$inferSelect;
export type TaskRow = typeof tasks.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type FlavorRow = typeof flavors.$inferSelect;
export type AiUsageRow = typeof aiUsage.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type PostRow = typeof posts.$inferSelect;
export type PostTranslationRow = typeof postTranslations.$inferSelect;
export type UserSettingsRow = typeof userSettings.$inferSelect;
export type BadgeRow = typeof badges.$inferSelect;
export type TwoFactorRow = typeof twoFactor.$inferSelect;
export type TwoFactorChallengeRow = typeof twoFactorChallenges.$inferSelect;
export type RewardRow = typeof rewards.$inferSelect;
export type RewardRedemptionRow = typeof rewardRedemptions.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Work done later or on a schedule (mails, pushes, digests, reminders): one row per job, run by
 * src/jobs/job-runner.ts. A server claims due rows with `FOR UPDATE SKIP LOCKED` and holds them
 * for a lease (`locked_until`); a server killed mid-job leaves a lease that runs out, and the job
 * is claimed again. A failure keeps its error and waits longer each time; after `max_attempts`
 * it stays, with `failed_at` and the error, for a person to read. `dedupe_key` makes scheduled
 * work (one digest per member and week) a single row however many servers enqueue it.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 64 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    dedupeKey: varchar('dedupe_key', { length: 200 }),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: varchar('locked_by', { length: 100 }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_key_idx').on(t.dedupeKey),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
  ],
);

/**
 * The key in a member's one-click unsubscribe links (RFC 8058): it can only turn a kind of mail
 * off, so it is kept as it is sent. One per member, made with its first mail.
 */
export const unsubscribeKeys = pgTable('unsubscribe_keys', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  key: varchar('key', { length: 64 }).notNull().unique(),
  createdAt: createdAt(),
});

export type JobRow = typeof jobs.$inferSelect;

/**
 * What the start-up seed last wrote, by a fingerprint of the reference data (built-in flavors,
 * articles and the sanitiser that stores them): a restart with the same code skips the seed,
 * which otherwise re-sanitises every article in every language.
 */
export const seedState = pgTable('seed_state', {
  name: varchar('name', { length: 50 }).primaryKey(),
  fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per change a family member can see (a task moved, a goal closed, a badge earned …),
 * written by database triggers in the transaction of the change itself (drizzle/0024), whoever
 * makes it. The row's insert trigger NOTIFYs `family_events` with the row as JSON at commit, which
 * every server instance LISTENs to and fans out to the family's open event streams; a stream that
 * dropped resumes from here by id (Last-Event-ID), and the family's activity feed reads the latest
 * rows. Kept 30 days.
 */
export const familyEvents = pgTable(
  'family_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /**
     * The family's parent: every member's events share it. No foreign key on purpose: checking
     * one takes a share lock on the parent's row inside every change, which deadlocks with the
     * family lock (the parent's row FOR UPDATE) a star jar approval takes. A member's events go
     * with the member instead (drizzle/0024, member_family_event).
     */
    familyId: integer('family_id').notNull(),
    /** Whose board, badge or setting changed (a member changes only its own). */
    userId: integer('user_id').notNull(),
    /** e.g. task.moved, task.renamed, goal.closed, badge.earned (services/family-events.ts). */
    kind: varchar('kind', { length: 40 }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** The transaction that wrote it: a reorder of many goals is one event, not one per goal. */
    txId: bigint('tx_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('family_events_family_id_idx').on(t.familyId, t.id),
    // A member's events go with the member (and nothing scans the table for them).
    index('family_events_user_id_idx').on(t.userId),
    index('family_events_created_at_idx').on(t.createdAt),
  ],
);

export type FamilyEventRow = typeof familyEvents.$inferSelect;

/**
 * A single-use ticket that opens one event stream (GET /api/events?ticket=…): an EventSource
 * cannot send the session's bearer token, and the token itself must never be in a URL. Stored as
 * a hash, tied to the session that asked for it, good for a minute; any instance can take it.
 */
export const streamTickets = pgTable(
  'stream_tickets',
  {
    ticketHash: varchar('ticket_hash', { length: 64 }).primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** The session's member (the stream's family is read from it). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('stream_tickets_expires_at_idx').on(t.expiresAt)],
);

/**
 * The answer to a board change sent with an `Idempotency-Key` header, kept a day: a change queued
 * offline and sent again (a retry after a lost answer, a replay after the app was closed) gets the
 * first answer back instead of being made twice.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 100 }).notNull(),
    /** Method and path the key was first used with: the same key on another call is refused. */
    request: varchar('request', { length: 200 }).notNull(),
    /** Null while the first request is still being answered. */
    statusCode: integer('status_code'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);

/**
 * How many users the directory lists outside their family (users.directory_listed), kept by a
 * trigger at each commit (drizzle/0025): the directory's first page shows that total on every
 * visit, and counting tens of thousands of index entries per visit was most of its cost. One row.
 */
export const directoryCounts = pgTable(
  'directory_counts',
  {
    id: boolean('id').primaryKey().default(true),
    listed: integer('listed').notNull(),
  },
  (t) => [check('directory_counts_one_row', sql`${t.id}`)],
);
