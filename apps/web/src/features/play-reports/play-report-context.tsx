import { createContext, useContext, type ReactNode } from 'react';

interface PlayReportScope {
  gameId: string;
}

const PlayReportContext = createContext<PlayReportScope | null>(null);

/**
 * Lets the plays inside report a mistake: the game's page wraps its statistics in this while its owner may still
 * report (the guarantee window is open). Outside it (a shared page, the analysts' tools) no play offers it.
 */
export function PlayReportScopeProvider({
  gameId,
  canReport,
  children,
}: {
  gameId: string;
  canReport: boolean;
  children: ReactNode;
}) {
  return <PlayReportContext value={canReport ? { gameId } : null}>{children}</PlayReportContext>;
}

/** The game whose plays may be reported here, or null where none may. */
export function usePlayReportScope(): PlayReportScope | null {
  return useContext(PlayReportContext);
}
