CREATE TABLE "seed_state" (
	"name" varchar(50) PRIMARY KEY NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
