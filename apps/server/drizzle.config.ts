// drizzle-kit reads this to generate SQL migrations from src/db/schema into drizzle/
// (`npm run db:generate --workspace @freight/server`). The generated SQL is committed and applied
// by the server at start; keep it to what PostgreSQL 15 runs (PGlite is newer).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
