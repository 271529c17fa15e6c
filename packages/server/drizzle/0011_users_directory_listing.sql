ALTER TABLE "users" ADD COLUMN "directory_listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "directory_by_name" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "directory_by_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "users_directory_listed_idx" ON "users" USING btree (lower("username")) WHERE "users"."directory_listed";--> statement-breakpoint
-- The directory's rules outside a family (services/profile-privacy.ts, read by
-- repositories/directory-repository.ts), kept on the user's row whenever its stored privacy
-- choices change. Only a parent whose profile_visibility is PUBLIC is listed; it is found by
-- its name unless it turned searchable_by_username off (on by default for parents), and by its
-- e-mail only when it turned both show_email and searchable_by_email on (both off by default).
-- A test checks these defaults against the settings service's for every combination.
CREATE FUNCTION "sync_directory_listing"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  choices jsonb;
  listed boolean;
  by_name boolean;
  by_email boolean;
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "users" SET "directory_listed" = false, "directory_by_name" = false,
      "directory_by_email" = false
    WHERE "id" = OLD."user_id";
    RETURN NULL;
  END IF;
  choices := NEW."privacy";
  SELECT "account_type" = 'PARENT' AND choices ->> 'profile_visibility' = 'PUBLIC'
    INTO listed FROM "users" WHERE "id" = NEW."user_id";
  listed := coalesce(listed, false);
  by_name := listed AND (choices -> 'searchable_by_username') IS DISTINCT FROM 'false'::jsonb;
  by_email := listed AND coalesce((choices -> 'show_email') = 'true'::jsonb
    AND (choices -> 'searchable_by_email') = 'true'::jsonb, false);
  UPDATE "users" SET "directory_listed" = listed, "directory_by_name" = by_name,
    "directory_by_email" = by_email
  WHERE "id" = NEW."user_id"
    AND ("directory_listed", "directory_by_name", "directory_by_email")
      IS DISTINCT FROM (listed, by_name, by_email);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "user_settings_sync_directory_listing"
  AFTER INSERT OR UPDATE OF "privacy" OR DELETE ON "user_settings"
  FOR EACH ROW EXECUTE FUNCTION "sync_directory_listing"();
--> statement-breakpoint
-- Settings stored before this migration: rewriting each row's privacy runs the trigger.
UPDATE "user_settings" SET "privacy" = "privacy";
--> statement-breakpoint
-- A search outside the family only ever looks among listed users, so the trigram indexes of
-- drizzle/0005 are replaced by partial ones over those users alone (where pg_trgm exists; the
-- embedded database has a family's few rows and no need of it).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    DROP INDEX IF EXISTS "users_username_trgm_idx";
    DROP INDEX IF EXISTS "users_email_trgm_idx";
    CREATE INDEX IF NOT EXISTS "users_directory_name_trgm_idx" ON "users"
      USING gin (lower("username") gin_trgm_ops) WHERE "directory_by_name";
    CREATE INDEX IF NOT EXISTS "users_directory_email_trgm_idx" ON "users"
      USING gin (lower("email") gin_trgm_ops) WHERE "directory_by_email";
  END IF;
END
$$;
