CREATE TABLE "directory_counts" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"listed" integer NOT NULL,
	CONSTRAINT "directory_counts_one_row" CHECK ("directory_counts"."id")
);
--> statement-breakpoint
INSERT INTO "directory_counts" ("id", "listed")
  SELECT true, count(*)::int FROM "users" WHERE "directory_listed";--> statement-breakpoint
-- A user row listed, unlisted, added or removed moves the count by one. The trigger is deferred
-- to the commit: the count's one row is then the last lock a transaction takes, held only while
-- it commits, so signups and privacy changes never wait on it while holding a user's row (no
-- deadlock with a transaction that changes two users). Restores run with triggers off and bring
-- the row back as it was saved.
CREATE FUNCTION "count_directory_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := 0;
BEGIN
  IF TG_OP <> 'DELETE' AND NEW."directory_listed" THEN delta := delta + 1; END IF;
  IF TG_OP <> 'INSERT' AND OLD."directory_listed" THEN delta := delta - 1; END IF;
  IF delta <> 0 THEN
    UPDATE "directory_counts" SET "listed" = "listed" + delta;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_count_directory_listed"
  AFTER INSERT OR DELETE OR UPDATE OF "directory_listed" ON "users"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "count_directory_listed"();
