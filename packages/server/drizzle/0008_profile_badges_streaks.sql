CREATE TYPE "public"."badge_tier" AS ENUM('BRONZE', 'SILVER', 'GOLD');--> statement-breakpoint
CREATE TYPE "public"."badge_type" AS ENUM('TASK_CRUSHER', 'GOAL_GETTER', 'STREAK_KEEPER', 'HELPER', 'LEARNER', 'TEAM_PLAYER', 'CREATIVE_THINKER', 'PROBLEM_SOLVER');--> statement-breakpoint
CREATE TABLE "badges" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"badge_type" "badge_type" NOT NULL,
	"tier" "badge_tier" NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "streak_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "streak_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streak_days" ADD CONSTRAINT "streak_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "badges_user_type_tier_idx" ON "badges" USING btree ("user_id","badge_type","tier");--> statement-breakpoint
CREATE INDEX "goals_user_closed_at_idx" ON "goals" USING btree ("user_id","closed_at");--> statement-breakpoint
CREATE INDEX "tasks_user_closed_at_idx" ON "tasks" USING btree ("user_id","closed_at");