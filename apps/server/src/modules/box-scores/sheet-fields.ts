import type { CountedFigure, EventBody, GameReport, Side, TeamFigures } from '@courtside/domain';

/**
 * A delivered report as the exports read it: the coach's sheet fields of engine 3 (issue 27's contract) are
 * optional, because a report keeps the engine it was delivered with and those of engines 1-2 lack them. Every
 * GameReport is a SheetReport (`const sheet: SheetReport = report`), whichever engine made it.
 */
type Report = GameReport;
type PlayerLine = Report['boxScore']['home']['players'][number];
type TeamTotals = Report['boxScore']['home']['totals'];

interface SheetCounts {
  fg2m?: number;
  fg2a?: number;
  fd?: number;
  blka?: number;
  eff?: number;
}

export type SheetLine = PlayerLine & SheetCounts & { starter?: boolean; dnp?: boolean };
/** `seconds`: the team's minutes, 5 x the game's length played. */
export type SheetTotals = TeamTotals & SheetCounts & { seconds?: number };

export interface SheetBox {
  players: SheetLine[];
  totals: SheetTotals;
  periodPoints: number[];
  /** Team fouls per period played (FIBA's count). */
  fouls?: number[];
  /** Timeouts taken per period played. */
  timeouts?: number[];
}

/** Where and when the game was played, as far as known. */
export interface SheetHeader {
  competition: string | null;
  /** YYYY-MM-DD. */
  date: string | null;
  startTime: string | null;
  venue: string | null;
  attendance: number | null;
  officials: string[];
}

type SheetTeam = Report['setup']['home'] & { coach?: string };

/** Paint and fast-break points are null ("not recorded") when nobody recorded what they need. */
export type SheetFigures = Omit<TeamFigures, 'paintPoints' | 'fastBreakPoints'> & {
  paintPoints: CountedFigure | null;
  fastBreakPoints: CountedFigure | null;
};

export type SheetPlay = Report['plays'][number] & { body?: EventBody };

export type SheetReport = Omit<Report, 'setup' | 'boxScore' | 'figures' | 'plays'> & {
  setup: Omit<Report['setup'], Side> & Record<Side, SheetTeam> & { fastBreaksTracked?: boolean };
  header?: SheetHeader;
  boxScore: Record<Side, SheetBox>;
  figures: Omit<Report['figures'], Side> & Record<Side, SheetFigures>;
  plays: SheetPlay[];
};
