CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"url_id" varchar(80) NOT NULL,
	"title" varchar(200) NOT NULL,
	"running_title" varchar(300) NOT NULL,
	"content" text NOT NULL,
	"author" varchar(120) NOT NULL,
	"publication_date" date NOT NULL,
	"keywords" text[] NOT NULL,
	"tags" text[] NOT NULL,
	"target_age" integer,
	"challenge" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "posts_url_id_idx" ON "posts" USING btree ("url_id");--> statement-breakpoint
CREATE INDEX "posts_tags_idx" ON "posts" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "posts_published_order_idx" ON "posts" USING btree ("is_published","publication_date","url_id");