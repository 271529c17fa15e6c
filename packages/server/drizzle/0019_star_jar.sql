CREATE TYPE "public"."redemption_status" AS ENUM('PENDING', 'APPROVED', 'DECLINED', 'UNDONE');--> statement-breakpoint
CREATE TABLE "redemption_shares" (
	"redemption_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"stars" integer NOT NULL,
	CONSTRAINT "redemption_shares_redemption_id_child_id_pk" PRIMARY KEY("redemption_id","child_id"),
	CONSTRAINT "redemption_shares_stars_positive" CHECK ("redemption_shares"."stars" > 0)
);
--> statement-breakpoint
CREATE TABLE "reward_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"reward_id" integer NOT NULL,
	"family_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"status" "redemption_status" DEFAULT 'PENDING' NOT NULL,
	"price" integer NOT NULL,
	"note" varchar(300),
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"child_id" integer,
	"title" varchar(100) NOT NULL,
	"picture" varchar(40) NOT NULL,
	"price" integer NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_price_range" CHECK ("rewards"."price" between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "star_awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"task_id" integer,
	"stars" integer NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "star_awards_stars_range" CHECK ("star_awards"."stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "stars_per_task" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "star_jar_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "redemption_shares" ADD CONSTRAINT "redemption_shares_redemption_id_reward_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."reward_redemptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption_shares" ADD CONSTRAINT "redemption_shares_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_family_id_users_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_family_id_users_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "star_awards" ADD CONSTRAINT "star_awards_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "star_awards" ADD CONSTRAINT "star_awards_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "redemption_shares_child_id_idx" ON "redemption_shares" USING btree ("child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_redemptions_one_pending_idx" ON "reward_redemptions" USING btree ("reward_id") WHERE "reward_redemptions"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "reward_redemptions_family_id_idx" ON "reward_redemptions" USING btree ("family_id","id");--> statement-breakpoint
CREATE INDEX "reward_redemptions_child_id_idx" ON "reward_redemptions" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "rewards_family_id_idx" ON "rewards" USING btree ("family_id","id");--> statement-breakpoint
CREATE INDEX "rewards_child_id_idx" ON "rewards" USING btree ("child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "star_awards_task_id_idx" ON "star_awards" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "star_awards_child_id_idx" ON "star_awards" USING btree ("child_id");--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_stars_per_task_range" CHECK ("goals"."stars_per_task" between 1 and 5);