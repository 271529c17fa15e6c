ALTER TABLE "categories" ADD COLUMN "description" varchar(200);--> statement-breakpoint
ALTER TABLE "flavors" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "flavors" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "flavors" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "flavors" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "flavors" ADD CONSTRAINT "flavors_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flavors_owner_id_idx" ON "flavors" USING btree ("owner_id");