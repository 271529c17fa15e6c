import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: it reads the schema and writes SQL, it never opens the
// embedded database (which a running server holds locked).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
