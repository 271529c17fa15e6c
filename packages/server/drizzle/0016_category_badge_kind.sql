CREATE TYPE "public"."category_badge_kind" AS ENUM('HELPER', 'LEARNER', 'CREATIVE_THINKER');--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "badge_kind" "category_badge_kind";--> statement-breakpoint
-- Each built-in theme's categories count towards a badge by kind, so Helper, Learner and Creative
-- Thinker can be earned under every theme (services/flavors.ts holds the same list for the seed).
UPDATE "categories" AS c SET "badge_kind" = k.kind::"category_badge_kind"
FROM (VALUES
  ('GENERAL', 'Chores', 'HELPER'), ('GENERAL', 'Kindness', 'HELPER'),
  ('GENERAL', 'Homework', 'LEARNER'), ('GENERAL', 'Creative', 'CREATIVE_THINKER'),
  ('SCHOOL', 'Friends', 'HELPER'), ('SCHOOL', 'Reading', 'LEARNER'),
  ('SCHOOL', 'Writing', 'LEARNER'), ('SCHOOL', 'Numbers', 'LEARNER'),
  ('SCHOOL', 'Science', 'LEARNER'), ('SCHOOL', 'Music', 'CREATIVE_THINKER'),
  ('SCHOOL', 'Art', 'CREATIVE_THINKER'),
  ('SPACE', 'Rocket Chores', 'HELPER'), ('SPACE', 'Comet Kindness', 'HELPER'),
  ('SPACE', 'Star Learning', 'LEARNER'), ('SPACE', 'Alien Art', 'CREATIVE_THINKER'),
  ('OCEAN', 'Tidy Tides', 'HELPER'), ('OCEAN', 'Clever Fish', 'LEARNER'),
  ('OCEAN', 'Coral Crafts', 'CREATIVE_THINKER'),
  ('JUNGLE', 'Monkey Tidy-up', 'HELPER'), ('JUNGLE', 'Elephant Helper', 'HELPER'),
  ('JUNGLE', 'Wise Owl', 'LEARNER'), ('JUNGLE', 'Parrot Art', 'CREATIVE_THINKER'),
  ('FAIRYTALE', 'Castle Chores', 'HELPER'), ('FAIRYTALE', 'Knightly Kindness', 'HELPER'),
  ('FAIRYTALE', 'Fairy Helpers', 'HELPER'), ('FAIRYTALE', 'Wizard School', 'LEARNER'),
  ('FAIRYTALE', 'Unicorn Art', 'CREATIVE_THINKER')
) AS k(flavor_key, name, kind)
WHERE c."flavor_key" = k.flavor_key AND c."name" = k.name;--> statement-breakpoint
-- Custom themes' categories were counted by name until now (Chores, Kindness, Homework, Creative,
-- in any case): they keep counting under the kind of that name, so no child loses progress.
UPDATE "categories" AS c SET "badge_kind" = (CASE lower(c."name")
    WHEN 'homework' THEN 'LEARNER'
    WHEN 'creative' THEN 'CREATIVE_THINKER'
    ELSE 'HELPER' END)::"category_badge_kind"
FROM "flavors" f
WHERE f."key" = c."flavor_key" AND NOT f."built_in"
  AND lower(c."name") IN ('chores', 'kindness', 'homework', 'creative');
