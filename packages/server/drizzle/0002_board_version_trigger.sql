-- Every change to a user's goals or tasks raises users.board_version, in the same transaction,
-- whoever makes it (the API, a cascade, ON DELETE SET NULL of a category, a manual fix): a server
-- may then serve a board it rendered earlier for as long as the number is unchanged.
CREATE FUNCTION "bump_board_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "users" SET "board_version" = "board_version" + 1 WHERE "id" = OLD."user_id";
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."user_id" <> OLD."user_id") THEN
    UPDATE "users" SET "board_version" = "board_version" + 1 WHERE "id" = NEW."user_id";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "goals_bump_board_version" AFTER INSERT OR UPDATE OR DELETE ON "goals"
  FOR EACH ROW EXECUTE FUNCTION "bump_board_version"();
--> statement-breakpoint
CREATE TRIGGER "tasks_bump_board_version" AFTER INSERT OR UPDATE OR DELETE ON "tasks"
  FOR EACH ROW EXECUTE FUNCTION "bump_board_version"();
