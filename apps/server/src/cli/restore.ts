/**
 * `npm run restore -- <backup directory>`: restores a backup made by `npm run backup` into an EMPTY
 * DATA_DIR (and, with DATABASE_URL, an empty database), so that `npm start` on them serves the same data.
 * It refuses a non-empty DATA_DIR or database, a damaged backup, one from a newer release, and an
 * AUTH_SECRET other than the one the data needs. It runs compiled
 * (`node apps/server/dist/cli/restore.js`, made by `npm run build`), so it needs no dev dependency. See docs/operations.md.
 */
import { restoreBackup } from '../modules/backup/restore.js';

const source = process.argv[2];
if (!source) {
  console.error('usage: npm run restore -- <backup directory>');
  process.exit(2);
}
try {
  await restoreBackup({ source, log: (message) => console.log(message) });
} catch (error) {
  console.error(`The restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
