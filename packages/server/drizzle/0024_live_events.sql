CREATE TABLE "family_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(40) NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tx_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" varchar(100) NOT NULL,
	"request" varchar(200) NOT NULL,
	"status_code" integer,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "stream_tickets" (
	"ticket_hash" varchar(64) PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_tickets" ADD CONSTRAINT "stream_tickets_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_tickets" ADD CONSTRAINT "stream_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_events_family_id_idx" ON "family_events" USING btree ("family_id","id");--> statement-breakpoint
CREATE INDEX "family_events_user_id_idx" ON "family_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "family_events_created_at_idx" ON "family_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "stream_tickets_expires_at_idx" ON "stream_tickets" USING btree ("expires_at");--> statement-breakpoint
-- Live updates (services/family-events.ts). Each change a family member can see writes one
-- family_events row in the change's own transaction, whoever makes it (the API, a cascade, a
-- manual fix); the row's own trigger NOTIFYs it, which PostgreSQL delivers at commit, in commit
-- order, and never for a transaction that rolled back.
CREATE FUNCTION "record_family_event"(member integer, event_kind text, event_data jsonb, once_per_tx boolean DEFAULT false) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  family integer;
BEGIN
  -- A member being deleted (and its goals and tasks with it) is found no more: its family is told
  -- by the member's own row going, not by every row that goes with it.
  SELECT coalesce("parent_id", "id") INTO family FROM "users" WHERE "id" = member;
  IF family IS NULL OR NOT EXISTS (SELECT 1 FROM "users" WHERE "id" = family) THEN
    RETURN;
  END IF;
  IF once_per_tx AND EXISTS (
    SELECT 1 FROM "family_events"
    WHERE "family_id" = family AND "tx_id" = txid_current() AND "user_id" = member AND "kind" = event_kind
  ) THEN
    RETURN;
  END IF;
  INSERT INTO "family_events" ("family_id", "user_id", "kind", "data", "tx_id")
  VALUES (family, member, event_kind, event_data, txid_current());
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "notify_family_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('family_events', json_build_object(
    'id', NEW."id", 'family_id', NEW."family_id", 'user_id', NEW."user_id", 'kind', NEW."kind",
    'data', NEW."data", 'created_at', NEW."created_at")::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "family_events_notify" AFTER INSERT ON "family_events"
  FOR EACH ROW EXECUTE FUNCTION "notify_family_event"();
--> statement-breakpoint
CREATE FUNCTION "task_family_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "record_family_event"(NEW."user_id", 'task.created', jsonb_build_object(
      'task_id', NEW."id", 'goal_id', NEW."goal_id", 'title', NEW."title", 'to', NEW."job_status"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "record_family_event"(OLD."user_id", 'task.deleted', jsonb_build_object(
      'task_id', OLD."id", 'goal_id', OLD."goal_id", 'title', OLD."title"));
  ELSE
    IF NEW."job_status" IS DISTINCT FROM OLD."job_status" OR NEW."goal_id" <> OLD."goal_id" THEN
      PERFORM "record_family_event"(NEW."user_id", 'task.moved', jsonb_build_object(
        'task_id', NEW."id", 'goal_id', NEW."goal_id", 'title', NEW."title",
        'from', OLD."job_status", 'to', NEW."job_status", 'from_goal_id', OLD."goal_id"));
    END IF;
    IF NEW."title" IS DISTINCT FROM OLD."title" THEN
      PERFORM "record_family_event"(NEW."user_id", 'task.renamed', jsonb_build_object(
        'task_id', NEW."id", 'goal_id', NEW."goal_id", 'title', NEW."title",
        'old_title', OLD."title"));
    END IF;
    IF NEW."description" IS DISTINCT FROM OLD."description"
      OR NEW."priority" IS DISTINCT FROM OLD."priority"
      OR NEW."color" IS DISTINCT FROM OLD."color"
      OR NEW."icon" IS DISTINCT FROM OLD."icon" THEN
      PERFORM "record_family_event"(NEW."user_id", 'task.updated', jsonb_build_object(
        'task_id', NEW."id", 'goal_id', NEW."goal_id", 'title', NEW."title"));
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "tasks_family_event" AFTER INSERT OR UPDATE OR DELETE ON "tasks"
  FOR EACH ROW EXECUTE FUNCTION "task_family_event"();
--> statement-breakpoint
CREATE FUNCTION "goal_family_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "record_family_event"(NEW."user_id", 'goal.created', jsonb_build_object(
      'goal_id', NEW."id", 'title', NEW."title"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "record_family_event"(OLD."user_id", 'goal.deleted', jsonb_build_object(
      'goal_id', OLD."id", 'title', OLD."title"));
  ELSE
    IF NEW."job_status" IS DISTINCT FROM OLD."job_status" THEN
      PERFORM "record_family_event"(NEW."user_id",
        CASE WHEN NEW."job_status" = 'CLOSED' THEN 'goal.closed' ELSE 'goal.moved' END,
        jsonb_build_object('goal_id', NEW."id", 'title', NEW."title",
          'from', OLD."job_status", 'to', NEW."job_status"));
    END IF;
    IF NEW."title" IS DISTINCT FROM OLD."title"
      OR NEW."description" IS DISTINCT FROM OLD."description"
      OR NEW."category_id" IS DISTINCT FROM OLD."category_id"
      OR NEW."stars_per_task" IS DISTINCT FROM OLD."stars_per_task"
      OR NEW."due_date" IS DISTINCT FROM OLD."due_date" THEN
      PERFORM "record_family_event"(NEW."user_id", 'goal.updated', jsonb_build_object(
        'goal_id', NEW."id", 'title', NEW."title"));
    END IF;
    -- A drag stores every goal's position in one transaction: one event for all of them.
    IF NEW."position" IS DISTINCT FROM OLD."position" THEN
      PERFORM "record_family_event"(NEW."user_id", 'goals.reordered', '{}'::jsonb, true);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "goals_family_event" AFTER INSERT OR UPDATE OR DELETE ON "goals"
  FOR EACH ROW EXECUTE FUNCTION "goal_family_event"();
--> statement-breakpoint
CREATE FUNCTION "badge_family_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "record_family_event"(NEW."user_id", 'badge.earned', jsonb_build_object(
    'badge_type', NEW."badge_type", 'tier', NEW."tier"));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "badges_family_event" AFTER INSERT ON "badges"
  FOR EACH ROW EXECUTE FUNCTION "badge_family_event"();
--> statement-breakpoint
CREATE FUNCTION "streak_family_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "record_family_event"(NEW."user_id", 'streak.changed', jsonb_build_object('day', NEW."day"));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "streak_days_family_event" AFTER INSERT ON "streak_days"
  FOR EACH ROW EXECUTE FUNCTION "streak_family_event"();
--> statement-breakpoint
CREATE FUNCTION "stars_family_event"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  child integer;
BEGIN
  IF TG_TABLE_NAME = 'star_awards' THEN
    child := CASE WHEN TG_OP = 'DELETE' THEN OLD."child_id" ELSE NEW."child_id" END;
  ELSE
    child := NEW."child_id";
  END IF;
  PERFORM "record_family_event"(child, 'stars.changed', '{}'::jsonb, true);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "star_awards_family_event" AFTER INSERT OR DELETE ON "star_awards"
  FOR EACH ROW EXECUTE FUNCTION "stars_family_event"();
--> statement-breakpoint
CREATE TRIGGER "reward_redemptions_family_event" AFTER INSERT OR UPDATE ON "reward_redemptions"
  FOR EACH ROW EXECUTE FUNCTION "stars_family_event"();
--> statement-breakpoint
CREATE FUNCTION "rewards_family_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "record_family_event"(NEW."family_id", 'rewards.changed', '{}'::jsonb, true);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "rewards_family_event" AFTER INSERT OR UPDATE ON "rewards"
  FOR EACH ROW EXECUTE FUNCTION "rewards_family_event"();
--> statement-breakpoint
CREATE FUNCTION "settings_family_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "record_family_event"(NEW."user_id", 'settings.changed', '{}'::jsonb, true);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "user_settings_family_event" AFTER INSERT OR UPDATE ON "user_settings"
  FOR EACH ROW EXECUTE FUNCTION "settings_family_event"();
--> statement-breakpoint
CREATE FUNCTION "member_family_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW."parent_id" IS NOT NULL THEN
      PERFORM "record_family_event"(NEW."parent_id", 'family.changed', '{}'::jsonb, true);
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    -- A member's events go with it (a parent's: its whole family's).
    DELETE FROM "family_events" WHERE "user_id" = OLD."id" OR "family_id" = OLD."id";
    IF OLD."parent_id" IS NOT NULL THEN
      PERFORM "record_family_event"(OLD."parent_id", 'family.changed', '{}'::jsonb, true);
    END IF;
  ELSE
    PERFORM "record_family_event"(NEW."id", 'family.changed', '{}'::jsonb, true);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_family_event" AFTER INSERT OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "member_family_event"();
--> statement-breakpoint
-- Only what other members see of a member: not board_version (raised by every board change) or
-- a password hash.
CREATE TRIGGER "users_update_family_event" AFTER UPDATE OF "username", "star_jar_enabled", "helper_share_percent", "current_flavor" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "member_family_event"();
