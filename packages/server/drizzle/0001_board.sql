CREATE TYPE "public"."job_status" AS ENUM('NEW', 'OPEN', 'CLOSED');--> statement-breakpoint
CREATE TYPE "public"."task_priority" AS ENUM('HIGH', 'MEDIUM', 'LOW');--> statement-breakpoint
CREATE SEQUENCE "public"."backlog_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "ai_usage" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"tokens_used" integer DEFAULT 0 NOT NULL,
	"requests_made" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_usage_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"flavor_key" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"icon" varchar(16) NOT NULL,
	"color" varchar(16) NOT NULL,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flavors" (
	"key" varchar(32) PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" integer PRIMARY KEY DEFAULT nextval('backlog_item_id_seq') NOT NULL,
	"user_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"job_status" "job_status" DEFAULT 'NEW' NOT NULL,
	"category_id" integer,
	"position" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" integer PRIMARY KEY DEFAULT nextval('backlog_item_id_seq') NOT NULL,
	"user_id" integer NOT NULL,
	"goal_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"job_status" "job_status" DEFAULT 'NEW' NOT NULL,
	"description" text,
	"priority" "task_priority",
	"color" varchar(40),
	"icon" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "current_flavor" varchar(32) DEFAULT 'GENERAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "board_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_usage" ADD CONSTRAINT "ai_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_flavor_key_flavors_key_fk" FOREIGN KEY ("flavor_key") REFERENCES "public"."flavors"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_flavor_name_idx" ON "categories" USING btree ("flavor_key","name");--> statement-breakpoint
CREATE INDEX "goals_user_id_idx" ON "goals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "goals_category_id_idx" ON "goals" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "tasks_user_id_idx" ON "tasks" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "tasks_goal_id_idx" ON "tasks" USING btree ("goal_id","id");