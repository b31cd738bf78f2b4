import type { GameStatus } from '@courtside/domain';
import type { Viewer } from '../../lib/viewer.js';

interface AnalysedGame {
  status: GameStatus;
  analystId: string | null;
  /**
   * The staff who wrote its plays while it was being tagged, since its last delivery (analysis.service.ts,
   * taggersOf): one who released it, or from whom an admin moved it, tagged it too.
   */
  taggedBy?: readonly string[];
}

export interface AnalysisRights {
  /** Take a ready game for oneself. */
  claim: boolean;
  /** Hand a claimed game back to the queue. */
  release: boolean;
  /** Change the setup and the play-by-play. */
  edit: boolean;
  /** Send the tagged game to review. */
  submit: boolean;
  /** Approve (deliver) the box score, or send it back to its analyst. */
  review: boolean;
}

/**
 * Who may do what with a game under analysis. The analyst who claimed it tags it; another analyst reviews it, one
 * who wrote none of its plays while it was tagged, so nobody approves their own tagging (not by releasing it to a
 * colleague who submits it); an admin may do all of it. Pure: the service asks it inside the transaction that
 * holds the game's row, so the answer cannot change before the write.
 */
export function analysisRights(game: AnalysedGame, viewer: Viewer): AnalysisRights {
  const admin = viewer.role === 'admin';
  const staff = admin || viewer.role === 'analyst';
  const tagger = game.analystId === viewer.id;
  const tagging = staff && game.status === 'in_analysis' && (tagger || admin);
  const tagged = tagger || (game.taggedBy?.includes(viewer.id) ?? false);
  const reviewing = staff && game.status === 'in_review' && (!tagged || admin);
  return {
    claim: staff && game.status === 'ready',
    release: tagging,
    edit: tagging || reviewing,
    submit: tagging,
    review: reviewing,
  };
}
