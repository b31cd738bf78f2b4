import { eq, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { fileDeletions } from '../../db/schema.js';
import { deleteObjects, removeUpload } from './game-objects.js';
import type { StoredFiles } from './organization-files.js';
import type { Storage } from './storage.js';

export interface FileDeletionDeps {
  db: Database;
  storage: Storage;
  /** Where tus keeps unfinished uploads. */
  uploadsDirectory: string;
  log: { error(details: Record<string, unknown>, message: string): void };
}

/** A recorded deletion the request that made it is still removing is left to it for this long. */
const LEFT_TO_ITS_REQUEST = sql`interval '10 minutes'`;
/** How many recorded deletions a run of the job finishes. */
const BATCH = 20;

/**
 * Deleting an account or an organization removes its files after the rows, not before (decisions 012, 026): the
 * transaction that deletes the rows records the files (`recordFileDeletion`), and once it commits they are removed
 * (`removeRecordedFiles`). So the deletion is decided once, under its locks: a refusal there (a credit landing, the
 * last other owner leaving, a checkout opened) leaves every file where it was, and a deletion made leaves no file
 * behind, since a removal cut short (storage down, the process killed) keeps its record for the job
 * (`finishFileDeletions`) to finish.
 */
export async function recordFileDeletion(tx: Executor, files: StoredFiles): Promise<string | null> {
  if (files.keys.length === 0 && files.uploadIds.length === 0) return null;
  const [row] = await tx
    .insert(fileDeletions)
    .values({ keys: files.keys, uploadIds: files.uploadIds })
    .returning({ id: fileDeletions.id });
  return row?.id ?? null;
}

async function remove({ db, storage, uploadsDirectory }: FileDeletionDeps, id: string, files: StoredFiles) {
  await deleteObjects(storage, files.keys);
  for (const uploadId of files.uploadIds) await removeUpload(uploadsDirectory, uploadId);
  await db.delete(fileDeletions).where(eq(fileDeletions.id, id));
}

/**
 * Removes the files of a deletion whose transaction has committed, then drops its record. A failure is logged, not
 * thrown: the deletion is made, and the job finishes the removal.
 */
export async function removeRecordedFiles(deps: FileDeletionDeps, id: string | null, files: StoredFiles): Promise<void> {
  if (!id) return;
  await remove(deps, id, files).catch((error: unknown) => {
    deps.log.error({ err: error, fileDeletionId: id }, 'files of a deletion could not all be removed yet: the job will finish');
  });
}

/**
 * The job's part: removes the files of recorded deletions older than 10 minutes (their request failed to, or died),
 * oldest first. One that fails again stays for the next run. Answers how many were finished.
 */
export async function finishFileDeletions(deps: FileDeletionDeps): Promise<number> {
  const due = await deps.db
    .select()
    .from(fileDeletions)
    .where(lt(fileDeletions.createdAt, sql`now() - ${LEFT_TO_ITS_REQUEST}`))
    .orderBy(fileDeletions.createdAt)
    .limit(BATCH);
  let finished = 0;
  for (const row of due) {
    try {
      await remove(deps, row.id, { keys: row.keys, uploadIds: row.uploadIds });
      finished += 1;
    } catch (error) {
      deps.log.error({ err: error, fileDeletionId: row.id }, 'files of a deletion could not be removed: tried again next run');
    }
  }
  return finished;
}
