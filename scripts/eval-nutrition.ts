import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { evaluate, formatReport, loadCases } from '../eval/nutrition/evaluate';
import { openDatabase } from '../server/db/client';
import { startEmbeddedPostgres } from '../server/db/embedded';
import { runMigrations } from '../server/db/migrate';
import { analyseMealText } from '../server/features/nutrition/analyse-text';
import { ensureUsdaFoods } from '../server/features/nutrition/food-data';

/**
 * `npm run eval:nutrition` (docs/product/nutrition.md#measured-quality): analyses every phrase of
 * eval/nutrition/phrases.json on a fresh embedded PostgreSQL loaded with the USDA data, prints the share
 * within ±10% of calories and of protein, the median errors and the misses; exits 1 below the target (≥ 90%
 * within ±10% calories).
 */
async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'iw-eval-nutrition-'));
  fs.chmodSync(dir, 0o755);
  const pg = await startEmbeddedPostgres({
    pgdata: path.join(dir, 'pgdata'),
    password: 'eval',
    database: 'eval',
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
  });
  const database = openDatabase(pg.url, 2);
  try {
    await runMigrations(database.db, database.pool);
    await ensureUsdaFoods(database.pool);
    const { summary } = await evaluate(loadCases(), (text) => analyseMealText(database.db, text));
    console.log(formatReport(summary));
    process.exitCode = summary.isTargetMet ? 0 : 1;
  } finally {
    await database.close();
    await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
