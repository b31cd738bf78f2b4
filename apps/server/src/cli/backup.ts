/**
 * `npm run backup -- [directory]`: backs up the database (one consistent snapshot) and DATA_DIR's files
 * (local footage, uploads in progress, the generated AUTH_SECRET) into a new directory, by default
 * `courtside-backup-<date>-<time>` here. Works against DATABASE_URL, or the embedded Postgres under
 * DATA_DIR, joined if a server runs it and started for the backup if none does. It runs compiled
 * (`node apps/server/dist/cli/backup.js`, made by `npm run build`), so it needs no dev dependency. See docs/operations.md.
 */
import { loadConfigOrExit } from '../config.js';
import { createBackup } from '../modules/backup/backup.js';

const stamp = new Date().toISOString().replace(/[:T]/g, '-').replace(/\..*$/, '');
const target = process.argv[2] ?? `courtside-backup-${stamp}`;
const config = loadConfigOrExit();
try {
  await createBackup({ config, target, log: (message) => console.log(message) });
} catch (error) {
  console.error(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
