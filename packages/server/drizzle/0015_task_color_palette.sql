-- A task's colour is one of the ten palette names (contract palette.ts) or #rrggbb. Any other
-- text written before the rule (up to 40 characters of anything, a `javascript:` address among
-- them) is cleared: the task keeps its place and shows without a colour, as a task with none.
UPDATE "tasks" SET "color" = NULL
WHERE "color" IS NOT NULL
  AND "color" NOT IN ('blue', 'green', 'purple', 'red', 'orange', 'pink', 'indigo', 'teal', 'yellow', 'gray')
  AND "color" !~ '^#[0-9a-fA-F]{6}$';
