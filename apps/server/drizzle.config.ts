import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` turns src/db/schema.ts into the SQL migrations committed in migrations/.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './migrations',
});
