ALTER TYPE "public"."email_token_purpose" ADD VALUE 'email_change';--> statement-breakpoint
ALTER TYPE "public"."email_token_purpose" ADD VALUE 'email_change_cancel';--> statement-breakpoint
ALTER TABLE "email_tokens" ADD COLUMN "address" varchar(254);