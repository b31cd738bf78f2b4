import { memo, type ReactNode } from 'react';
import { Footage, type FootageControls } from './footage';

/**
 * The game's footage and, under it, `children`: controls that go with the footage (the game clock's, when
 * it comes). Its parts sit directly in the workspace's column, spaced like the panels around them.
 */
export const WorkspaceFootagePanel = memo(function WorkspaceFootagePanel({
  game,
  onControls,
  onSeeked,
  children,
}: {
  game: { id: string; videoUrl: string | null; hasFootage: boolean };
  onControls: (controls: FootageControls | null) => void;
  onSeeked: (ms: number) => void;
  children?: ReactNode;
}) {
  return (
    <>
      <Footage
        gameId={game.id}
        videoUrl={game.videoUrl}
        hasFootage={game.hasFootage}
        onControls={onControls}
        onSeeked={onSeeked}
      />
      {children}
    </>
  );
});
