import type { Answer, Suggestion } from './assist-api';
import { deadStretchAt, scoreDetailOf, stepMark } from './assist-marks';
import { IDLE, type EntryState } from './entry';
import type { FootageControls } from './footage';

/** What the assistance keys act on: the footage's marks and the one selected among them. */
export interface AssistKeyTarget {
  marks: readonly Suggestion[];
  selectedId: string | null;
  /** Selects a mark and brings the footage to it. */
  select: (mark: Suggestion) => void;
  answer: (mark: Suggestion, answer: Answer) => void;
  /** Hides the uncertain suggestions, or shows them again. */
  toggleUncertain: () => void;
}

/** The keys, as the list's buttons show them. */
export const ASSIST_KEYS = { next: 'j', previous: 'k', accept: 'y', dismiss: 'n', skip: 'l', uncertain: 'v' } as const;

/**
 * The entry prompt after a mark is accepted: a score change asks who scored (the next key of that side adds the
 * made shot or free throw where the scoreboard changed); anything else leaves the analyst to tag as usual.
 */
export function entryAfterAccepting(mark: Suggestion): EntryState {
  const score = scoreDetailOf(mark);
  return score ? { step: 'suggested_shot', side: score.side, points: score.points, videoMs: mark.videoMs } : IDLE;
}

/**
 * One key for the footage's suggestions: `j`/`k` the next or previous mark, `l` out of the dead stretch the
 * footage is in, `v` hides the uncertain suggestions or shows them again, and, for someone who may edit, `y`/`n` accept or dismiss the selected mark. Answers whether
 * the key was taken, and the entry prompt it leaves when it changes it.
 */
export function handleAssistKey(
  key: string,
  target: AssistKeyTarget,
  footage: FootageControls | null,
  canEdit: boolean,
): { entry?: EntryState } | null {
  const ms = footage?.currentMs() ?? 0;
  switch (key) {
    case ASSIST_KEYS.next:
    case ASSIST_KEYS.previous: {
      const mark = stepMark(target.marks, ms, target.selectedId, key === ASSIST_KEYS.next ? 1 : -1);
      if (mark) target.select(mark);
      return {};
    }
    case ASSIST_KEYS.skip: {
      const dead = deadStretchAt(target.marks, ms);
      if (dead && dead.endMs !== null) footage?.seekTo(dead.endMs);
      return {};
    }
    case ASSIST_KEYS.uncertain:
      target.toggleUncertain();
      return {};
    case ASSIST_KEYS.accept:
    case ASSIST_KEYS.dismiss: {
      const mark = target.marks.find((candidate) => candidate.id === target.selectedId);
      if (!canEdit || !mark) return null;
      const accepted = key === ASSIST_KEYS.accept;
      target.answer(mark, accepted ? 'accepted' : 'dismissed');
      return { entry: accepted ? entryAfterAccepting(mark) : IDLE };
    }
    default:
      return null;
  }
}
