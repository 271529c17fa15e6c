-- Directory search matches any part of a username or e-mail (ILIKE '%term%'). On PostgreSQL a
-- trigram index serves that; the embedded PGlite ships without pg_trgm, and one family's
-- handful of rows needs no index there, so the index is created wherever the extension exists.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS users_username_trgm_idx ON users USING gin (lower(username) gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS users_email_trgm_idx ON users USING gin (lower(email) gin_trgm_ops);
  END IF;
END
$$;
