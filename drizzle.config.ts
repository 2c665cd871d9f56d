import { defineConfig } from 'drizzle-kit';

// Used only by `npm run db:generate`; migrations are applied by the server at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
