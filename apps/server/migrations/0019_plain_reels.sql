-- Reels are plain MP4s now (issue 37, docs/decisions/019-reels.md): those cut before, by MP4 edit lists (or, on
-- older proxies, with the sound encoder's priming skipped by an edit list), play frames outside their windows in a
-- player that ignores edit lists. Each ready reel whose footage is kept is queued again: the worker re-cuts it, no
-- e-mail is sent for a re-cut (the reel was completed before), and the old file is deleted once the new one is
-- recorded. Until then the reel reads as being cut.
UPDATE "reels" SET "status" = 'queued', "progress" = 0, "started_at" = NULL
WHERE "status" = 'ready' AND "deleted_at" IS NULL;
