import { checkConsistency, checkRecording, scoreboardMismatches, withClocks, type GameEvent } from '@courtside/domain';
import { useQuery } from '@tanstack/react-query';
import { memo, useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { workspaceQuery, type Workspace } from '../../features/analysis/analysis-api';
import type { Answer, Suggestion } from '../../features/analysis/assist-api';
import { entryAfterAccepting } from '../../features/analysis/assist-keys';
import { mismatchWarning, scoreboardClockOf, scoreboardScoresOf } from '../../features/analysis/assist-marks';
import { AssistPanel } from '../../features/analysis/assist-panel';
import { AssistRegionsPanel } from '../../features/analysis/assist-regions-panel';
import { callsKey, useAssist } from '../../features/analysis/assist-session';
import { AssistTimeline } from '../../features/analysis/assist-timeline';
import { IDLE } from '../../features/analysis/entry';
import { workspaceBoxScore } from '../../features/analysis/live-box-score';
import type { FootageControls } from '../../features/analysis/footage';
import { GameClockPanel } from '../../features/analysis/game-clock-panel';
import { PeriodLineupDialog } from '../../features/analysis/period-lineup-dialog';
import { insertionIndex, lineupAt, periodAt, type WorkspaceEvent } from '../../features/analysis/timeline';
import { addClockMark, startPeriod } from '../../features/analysis/workspace-entry-commands';
import { WorkspaceBoxScorePanel } from '../../features/analysis/workspace-box-score-panel';
import { WorkspaceChecksPanel, warnedIdsOf } from '../../features/analysis/workspace-checks-panel';
import { WorkspaceCourtPanel, courtSubjectId, shotsOf } from '../../features/analysis/workspace-court-panel';
import { WorkspaceEntryPanel } from '../../features/analysis/workspace-entry-panel';
import { WorkspaceFootagePanel } from '../../features/analysis/workspace-footage-panel';
import { WorkspaceHeader, WorkspaceNotices, viewingNote } from '../../features/analysis/workspace-header';
import { useWorkspaceKeys } from '../../features/analysis/workspace-keys';
import { playerNamer } from '../../features/analysis/workspace-names';
import { ReportedPlaysNotice } from '../../features/analysis/reported-plays-notice';
import { WorkspacePlayListPanel } from '../../features/analysis/workspace-play-list-panel';
import { usePlayByPlay, waitUntilSaved } from '../../features/analysis/workspace-session';
import { WorkspaceSetupPanel, type SavedSetup } from '../../features/analysis/workspace-setup-panel';
import {
  gameEventOf,
  sameItems,
  sameLists,
  sameMembers,
  samePlaysForEngine,
  useStable,
} from '../../features/analysis/workspace-stable';

// Its props change with the plays only; the page's other keys and save statuses leave it be.
const ClockPanel = memo(GameClockPanel);

/** The analyst's workspace for one game: footage, setup, keyboard tagging, the play-by-play and the live box score. */
export default function WorkspacePage() {
  const { id = '' } = useParams();
  const workspace = useQuery(workspaceQuery(id));
  if (workspace.isPending) return <PageSpinner />;
  if (workspace.isError)
    return (
      <div className="px-4 pt-10 text-center">
        <p role="alert" className="text-red-700">
          {workspace.error.message}
        </p>
        <Link to="/analyst" className="mt-4 inline-block underline">
          Back to the queue
        </Link>
      </div>
    );
  return <Workbench key={`${id}:${String(workspace.dataUpdatedAt)}`} data={workspace.data} />;
}

function Workbench({ data }: { data: Workspace }) {
  const { game, rights } = data;
  const { store, snapshot } = usePlayByPlay(game.id, data.events, data.eventsVersion);
  // The store publishes a new list with every save status too: the parts redraw only when the plays change.
  const plays = useStable(snapshot.plays, sameItems);
  const [setup, setSetup] = useState<SavedSetup>({ value: data.setup, revision: data.setupRevision });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** The footage position the on-court panel is drawn for: the lineup the player keys name there. */
  const [panelMs, setPanelMs] = useState(0);
  /** A period about to start: its lineups are asked for first. */
  const [starting, setStarting] = useState<{ period: number; ms: number } | null>(null);
  const controls = useRef<FootageControls | null>(null);
  const onControls = useCallback((given: FootageControls | null) => {
    controls.current = given;
  }, []);
  const deselect = useCallback(() => setSelectedId(null), []);
  const positionMs = useCallback(() => controls.current?.currentMs() ?? 0, []);
  const still = useCallback(() => controls.current?.still?.() ?? null, []);
  const periodOf = useCallback(
    (ms: number) => periodAt(store.getSnapshot().plays, insertionIndex(store.getSnapshot().plays, ms)),
    [store],
  );
  const canEdit = rights.edit;
  const seekTo = useCallback((ms: number) => controls.current?.seekTo(ms), []);
  // What the footage suggests fills in as its passes finish; the workspace never waits for it.
  // A substitution or timeout tagged confirms the horn before it: the suggestions are read again once it is saved.
  const callKey = useMemo(() => callsKey(plays), [plays]);
  const calls = useMemo(() => ({ key: callKey, whenSaved: () => waitUntilSaved(store) }), [callKey, store]);
  const assist = useAssist(game.id, game.hasFootage, seekTo, setNotice, calls);
  const { marks, select: selectMark, answer: answerSuggestion } = assist;
  const { entry, enter } = useWorkspaceKeys({
    store,
    controls,
    canEdit,
    setup: setup.value,
    selectedId,
    showLineupAt: setPanelMs,
    deselect,
    paused: starting !== null,
    hooks: { startPeriod: (period, ms) => setStarting({ period, ms }) },
    assist: assist.keys,
  });
  /** The list's buttons do what `y` and `n` do: accepting a score change asks who scored. */
  const answerMark = useCallback(
    (mark: Suggestion, answer: Answer) => {
      selectMark(mark);
      answerSuggestion(mark, answer);
      enter(answer === 'accepted' ? entryAfterAccepting(mark) : IDLE);
    },
    [selectMark, answerSuggestion, enter],
  );
  const teams = useMemo(
    () => ({ home: setup.value?.home.name ?? 'Home', away: setup.value?.away.name ?? 'Away' }),
    [setup.value],
  );

  const names = useMemo(() => playerNamer(setup.value), [setup.value]);
  // A play saved comes back with a new revision only: the engine does not run again for that.
  const enginePlays = useStable(plays, samePlaysForEngine);
  const gameEvents = useMemo(() => enginePlays.map(gameEventOf), [enginePlays]);
  // Every play gets its clock from the track: the play list shows it, the live box score's minutes follow it.
  const timedEvents = useMemo(() => (setup.value ? withClocks(setup.value, gameEvents) : gameEvents), [setup.value, gameEvents]);
  const clocks = useMemo(() => clocksById(timedEvents), [timedEvents]);
  const boxScore = useMemo(
    () => (setup.value ? workspaceBoxScore(setup.value, timedEvents, game.status) : null),
    [setup.value, timedEvents, game.status],
  );
  // The checks and the clock's reading follow a moment after the key that adds a play (React renders them
  // next, at a lower priority), so the play and the score show within the frame.
  const laterEvents = useDeferredValue(gameEvents);
  const scoreboardScores = useMemo(() => scoreboardScoresOf(assist.state?.suggestions ?? []), [assist.state]);
  // The clock the scoreboard pass read: the clock panel says it follows it, or who took it over.
  const scoreboardClock = useMemo(() => scoreboardClockOf(assist.state?.suggestions ?? []), [assist.state]);
  const warnings = useMemo(() => {
    const value = setup.value;
    if (!value) return [];
    // Where the tagged score is not the scoreboard's at a period end, the checks say so before submission.
    const mismatches = scoreboardMismatches(value, laterEvents, scoreboardScores);
    return [
      ...checkConsistency(value, laterEvents),
      ...mismatches.map((mismatch) => mismatchWarning(mismatch, value.periods)),
      // What the report will read as "not recorded" (paint, fast breaks), last: the game's, not a play's.
      ...checkRecording(value, laterEvents),
    ];
  }, [setup.value, laterEvents, scoreboardScores]);
  const warnedIds = useStable(
    useMemo(() => warnedIdsOf(warnings), [warnings]),
    sameMembers,
  );
  const shots = useMemo(() => shotsOf(enginePlays, setup.value), [enginePlays, setup.value]);
  const fastBreaksFlagged = useMemo(
    () => enginePlays.some(({ body }) => (body.type === 'shot' || body.type === 'foul') && body.fastBreak === true),
    [enginePlays],
  );
  const onCourt = useStable(
    useMemo(
      () => (setup.value ? lineupAt(setup.value, enginePlays, insertionIndex(enginePlays, panelMs)) : null),
      [setup.value, enginePlays, panelMs],
    ),
    sameLists,
  );

  const reportedIds = useMemo(() => new Set(data.reportedPlays.map((mark) => mark.playId)), [data.reportedPlays]);
  const select = useCallback((play: WorkspaceEvent) => {
    setSelectedId(play.id);
    if (play.videoMs !== null) controls.current?.seekTo(play.videoMs);
  }, []);
  const selectById = useCallback(
    (playId: string) => {
      const play = store.find(playId);
      if (play) select(play);
    },
    [store, select],
  );
  const onMark = useCallback(
    (mark: { running: boolean; clock?: number }) => addClockMark(store, mark, positionMs(), newId),
    [store, positionMs],
  );
  const selected = selectedId ? plays.find((play) => play.id === selectedId) : undefined;
  const subjectId = courtSubjectId(entry, selected?.id);
  const subject = subjectId ? store.find(subjectId) : undefined;
  const durationMs = game.durationSeconds
    ? game.durationSeconds * 1000
    : Math.max(0, ...marks.map((mark) => mark.endMs ?? mark.videoMs));
  const timeline = useMemo(
    () => (
      <AssistTimeline
        marks={marks}
        durationMs={durationMs}
        selectedId={assist.selectedId}
        teams={teams}
        positionMs={positionMs}
        onSelect={selectMark}
      />
    ),
    [marks, durationMs, assist.selectedId, teams, positionMs, selectMark],
  );
  const clockPanel = useMemo(
    () =>
      setup.value && (
        <ClockPanel
          setup={setup.value}
          events={laterEvents}
          periodAt={periodOf}
          positionMs={positionMs}
          disabled={!canEdit}
          scoreboard={scoreboardClock}
          onMark={onMark}
        />
      ),
    [setup.value, laterEvents, periodOf, positionMs, canEdit, scoreboardClock, onMark],
  );

  return (
    <div>
      <WorkspaceHeader
        game={game}
        details={data.details}
        rights={rights}
        saveStatus={snapshot.status}
        canSubmit={!!setup.value && plays.length > 0}
        warnings={warnings}
        store={store}
        onError={setNotice}
      />
      <div className="mx-auto max-w-[1600px] px-3 pb-10">
        {game.reopenReason && (
          <p
            className="mt-2 rounded-md border-l-4 border-amber-500 bg-amber-50 px-3 py-2 text-sm text-amber-950"
            data-testid="reopen-reason"
          >
            <strong>Reopened for correction:</strong> {game.reopenReason}
          </p>
        )}
        <ReportedPlaysNotice reported={data.reportedPlays} plays={plays} name={names} onSelect={selectById} />
        <WorkspaceNotices problem={snapshot.conflict ?? notice} note={viewingNote(game, rights)} />
        <div className="mt-3 grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <section aria-label="Footage and entry" className="space-y-3">
            <WorkspaceFootagePanel game={game} onControls={onControls} onSeeked={setPanelMs}>
              {timeline}
              {clockPanel}
            </WorkspaceFootagePanel>
            {starting && setup.value && (
              <PeriodLineupDialog
                setup={setup.value}
                period={starting.period}
                prefill={lineupAt(setup.value, plays, insertionIndex(plays, starting.ms))}
                onCancel={() => setStarting(null)}
                onConfirm={(lineups) => {
                  startPeriod(store, starting.period, starting.ms, lineups, newId);
                  setStarting(null);
                }}
              />
            )}
            <WorkspaceEntryPanel setup={setup.value} entry={entry} onCourt={onCourt} names={names} />
            <AssistPanel
              state={assist.state}
              loadError={assist.loadError}
              marks={marks}
              hiddenCount={assist.hiddenCount}
              hideUncertain={assist.hideUncertain}
              onToggleUncertain={assist.toggleUncertain}
              selectedId={assist.selectedId}
              teams={teams}
              canEdit={canEdit}
              hasFootage={game.hasFootage}
              onSelect={selectMark}
              onAnswer={answerMark}
            />
            <WorkspaceCourtPanel
              shots={shots}
              subject={subject}
              editing={subject !== undefined && subject.id === selected?.id && entry.step === 'idle'}
              canEdit={canEdit}
              store={store}
            />
            {game.hasFootage && assist.state && (
              <AssistRegionsPanel
                gameId={game.id}
                regions={assist.state.regions}
                still={still}
                disabled={!canEdit}
                onSaved={assist.replace}
              />
            )}
          </section>
          <section aria-label="Play-by-play and box score" className="space-y-3">
            <WorkspaceSetupPanel
              gameId={game.id}
              setup={setup}
              suggestedSetup={data.suggestedSetup}
              details={data.details}
              fastBreaksFlagged={fastBreaksFlagged}
              disabled={!canEdit}
              store={store}
              onSaved={setSetup}
              onNotice={setNotice}
            />
            <WorkspacePlayListPanel
              store={store}
              plays={plays}
              canUndo={snapshot.canUndo}
              canRedo={snapshot.canRedo}
              setup={setup.value}
              canEdit={canEdit}
              selected={selected}
              clocks={clocks}
              warnedIds={warnedIds}
              reportedIds={reportedIds}
              names={names}
              onSelect={select}
              onDeselect={deselect}
            />
            <WorkspaceChecksPanel warnings={warnings} onSelect={selectById} />
            <WorkspaceBoxScorePanel setup={setup.value} boxScore={boxScore} />
          </section>
        </div>
      </div>
    </div>
  );
}

const newId = () => crypto.randomUUID();

/** The clock at each play, by id, where the track knows it. */
function clocksById(events: readonly GameEvent[]): Map<string, number> {
  const clocks = new Map<string, number>();
  for (const event of events) if (event.clock !== undefined) clocks.set(event.id, event.clock);
  return clocks;
}
