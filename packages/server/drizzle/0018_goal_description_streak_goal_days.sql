ALTER TABLE "goals" ADD COLUMN "description" text;--> statement-breakpoint
-- A day on which a goal was closed now counts towards the streak as a finished task's day does
-- (services/progress-service.ts). Goals closed before this rule add their days too, read in the
-- owner's chosen time zone (UTC until one is chosen, as services/time-zone.ts reads it).
INSERT INTO "streak_days" ("user_id", "day")
SELECT g."user_id", (g."closed_at" AT TIME ZONE (CASE
    WHEN s."preferences" ->> 'timezone' IN ('UTC', 'America/New_York', 'America/Los_Angeles',
      'Europe/London', 'Europe/Paris', 'Asia/Tokyo', 'Asia/Shanghai')
    THEN s."preferences" ->> 'timezone' ELSE 'UTC' END))::date
FROM "goals" g
LEFT JOIN "user_settings" s ON s."user_id" = g."user_id"
WHERE g."closed_at" IS NOT NULL
ON CONFLICT DO NOTHING;
