-- Each username's look-alike key (security/identity.ts usernameSkeleton), for existing rows
-- written here in SQL. Usernames only ever held [A-Za-z0-9_.-] (the contract's rule), and of
-- those the UTS #39 confusables table maps 0 to O, 1 and I to l and m to rn; the key is then case
-- folded, and a folded M maps to rn as m does. A test checks this expression against the library
-- for every character a username can hold.
ALTER TABLE "users" ADD COLUMN "username_skeleton" text;--> statement-breakpoint
UPDATE "users" SET "username_skeleton" = replace(lower(translate("username", '01I', 'Oll')), 'm', 'rn');--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "username_skeleton" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "users_username_skeleton_idx" ON "users" USING btree ("username_skeleton");
