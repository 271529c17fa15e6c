CREATE TABLE "post_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"language" varchar(8) NOT NULL,
	"title" varchar(200) NOT NULL,
	"running_title" varchar(300) NOT NULL,
	"content" text NOT NULL,
	"keywords" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_translations_language" CHECK ("post_translations"."language" in ('es', 'fr', 'de', 'zh', 'ja'))
);
--> statement-breakpoint
ALTER TABLE "post_translations" ADD CONSTRAINT "post_translations_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "post_translations_post_language_idx" ON "post_translations" USING btree ("post_id","language");