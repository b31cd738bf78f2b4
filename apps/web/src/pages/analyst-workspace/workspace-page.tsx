import { checkConsistency, computeBoxScore, SIDES, toGameEvent, type EventBody, type GameSetup } from '@courtside/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import {
  gameActions,
  playByPlayApi,
  queueQuery,
  saveSetup,
  workspaceQuery,
  type Workspace,
} from '../../features/analysis/analysis-api';
import { CourtDiagram } from '../../features/analysis/court-diagram';
import {
  AWAY_KEYS,
  HOME_KEYS,
  IDLE,
  benchOf,
  press,
  promptOf,
  type EntryCommand,
  type EntryContext,
  type EntryState,
} from '../../features/analysis/entry';
import { Footage, type FootageControls } from '../../features/analysis/footage';
import { PlayByPlayStore } from '../../features/analysis/play-by-play-store';
import { PlayEditor, PlayList } from '../../features/analysis/play-list';
import { SetupForm } from '../../features/analysis/setup-form';
import {
  insertionIndex,
  lastMissSideAt,
  lineupAt,
  periodAt,
  periodMarkerAt,
  seqAt,
  type WorkspaceEvent,
} from '../../features/analysis/timeline';
import { BoxScoreTable } from '../../features/stats/box-score-table';
import { ApiError } from '../../lib/api-error';

const POLL_MS = 3000;

/** The analyst's workspace for one game: footage, setup, keyboard tagging, the play-by-play and the live box score. */
export default function WorkspacePage() {
  const { id = '' } = useParams();
  const workspace = useQuery(workspaceQuery(id));
  if (workspace.isPending) return <PageSpinner />;
  if (workspace.isError)
    return (
      <div className="px-4 pt-28 text-center">
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
  const gameId = data.game.id;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [store] = useState(() => new PlayByPlayStore(playByPlayApi(gameId), data.events, data.eventsVersion));
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const { plays } = snapshot;
  const [setup, setSetup] = useState<{ value: GameSetup | null; revision: number }>({
    value: data.setup,
    revision: data.setupRevision,
  });
  const [entry, setEntry] = useState<EntryState>(IDLE);
  const entryRef = useRef<EntryState>(IDLE);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** The footage position the on-court panel is drawn for: the lineup the player keys name there. */
  const [panelMs, setPanelMs] = useState(0);
  const controls = useRef<FootageControls | null>(null);
  const onControls = useCallback((given: FootageControls | null) => {
    controls.current = given;
  }, []);
  const canEdit = data.rights.edit;

  useEffect(() => {
    const timer = setInterval(() => void store.poll().catch(() => undefined), POLL_MS);
    const warn = (event: BeforeUnloadEvent) => {
      if (store.hasUnsaved()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      clearInterval(timer);
      window.removeEventListener('beforeunload', warn);
      store.stop();
    };
  }, [store]);

  const reload = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ['analysis'] });
  }, [queryClient]);

  const setupSave = useMutation({
    mutationFn: (value: GameSetup) => saveSetup(gameId, value, setup.revision),
    onSuccess: (saved) => {
      setSetup({ value: saved.setup, revision: saved.setupRevision });
      setNotice('Setup saved.');
    },
    onError: async (error) => {
      setNotice(error.message);
      // Reloading starts a new workspace: every play typed so far must be on the server first.
      if (error instanceof ApiError && error.status === 409) await waitUntilSaved(store).then(reload);
    },
  });

  const action = useMutation({
    mutationFn: async (name: 'submit' | 'approve' | 'sendBack' | 'release' | 'claim') => {
      await waitUntilSaved(store);
      return gameActions[name](gameId);
    },
    onSuccess: async (_result, name) => {
      await queryClient.invalidateQueries({ queryKey: queueQuery.queryKey });
      if (name === 'approve' || name === 'release' || name === 'sendBack') await navigate('/analyst');
      else await reload();
    },
    onError: (error) => setNotice(error.message),
  });

  const names = useMemo(() => {
    const byId = new Map<string, string>();
    for (const side of SIDES)
      for (const player of setup.value?.[side].players ?? []) byId.set(player.id, `#${player.number} ${player.name}`);
    return (playerId: string | undefined) => (playerId ? (byId.get(playerId) ?? playerId) : 'Team');
  }, [setup.value]);

  const gameEvents = useMemo(() => plays.map(toGameEvent), [plays]);
  const boxScore = useMemo(() => (setup.value ? computeBoxScore(setup.value, gameEvents) : null), [setup.value, gameEvents]);
  const warnings = useMemo(() => (setup.value ? checkConsistency(setup.value, gameEvents) : []), [setup.value, gameEvents]);
  const warnedIds = useMemo(() => new Set(warnings.flatMap((warning) => (warning.eventId ? [warning.eventId] : []))), [warnings]);

  const position = () => controls.current?.currentMs() ?? 0;
  /** What the player keys name at footage position `ms`: the lineup and the last miss before that point. */
  const contextAt = (ms: number): EntryContext | null => {
    if (!setup.value) return null;
    const current = store.getSnapshot().plays;
    const index = insertionIndex(current, ms);
    return { setup: setup.value, onCourt: lineupAt(setup.value, current, index), lastMissSide: lastMissSideAt(current, index) };
  };

  const addPlay = (id: string, body: EventBody, ms: number, period?: number) => {
    const current = store.getSnapshot().plays;
    const index = insertionIndex(current, ms);
    const play: WorkspaceEvent = {
      id,
      seq: seqAt(current, index),
      period: period ?? periodAt(current, index),
      videoMs: ms,
      clock: null,
      revision: 0,
      body,
    };
    store.change({ type: 'create', event: play });
  };

  const run = (commands: EntryCommand[], ms: number) => {
    for (const command of commands) {
      if (command.kind === 'add') addPlay(command.id, command.body, ms);
      else if (command.kind === 'amend') {
        const play = store.find(command.id);
        if (play) store.amend(command.id, { body: { ...play.body, ...command.changes } });
      } else {
        const current = store.getSnapshot().plays;
        const marker = periodMarkerAt(current, insertionIndex(current, ms));
        addPlay(crypto.randomUUID(), marker.body, ms, marker.period);
      }
    }
  };

  const onKey = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement | null;
    if (target && (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.isContentEditable)) return;
    const footage = controls.current;
    const key = event.key;
    const mod = event.ctrlKey || event.metaKey;
    if (mod && (key === 'z' || key === 'Z' || key === 'y')) {
      event.preventDefault();
      if (!canEdit) return;
      if (key === 'y' || event.shiftKey) store.redo();
      else store.undo();
      return;
    }
    if (mod || event.altKey) return;
    const video: Record<string, () => void> = {
      ' ': () => footage?.toggle(),
      ArrowLeft: () => footage?.seekBy(event.shiftKey ? -5000 : -1000),
      ArrowRight: () => footage?.seekBy(event.shiftKey ? 5000 : 1000),
      ',': () => footage?.stepFrame(-1),
      '.': () => footage?.stepFrame(1),
      '<': () => footage?.changeRate(-1),
      '>': () => footage?.changeRate(1),
    };
    const videoAction = video[key];
    if (videoAction) {
      event.preventDefault();
      videoAction();
      return;
    }
    if (!canEdit) return;
    if ((key === 'Delete' || key === 'Backspace') && selectedId && entryRef.current.step === 'idle') {
      event.preventDefault();
      store.change({ type: 'delete', id: selectedId });
      setSelectedId(null);
      return;
    }
    const ms = position();
    setPanelMs(ms);
    const context = contextAt(ms);
    if (!context) return;
    const result = press(entryRef.current, key, context, () => crypto.randomUUID());
    if (result.ignored) return;
    event.preventDefault();
    entryRef.current = result.state;
    setEntry(result.state);
    run(result.commands, ms);
  };
  const keyListener = useEffectEvent(onKey);
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keyListener(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const select = useCallback((play: WorkspaceEvent) => {
    setSelectedId(play.id);
    if (play.videoMs !== null) controls.current?.seekTo(play.videoMs);
  }, []);

  const selected = selectedId ? plays.find((play) => play.id === selectedId) : undefined;
  const subjectId =
    entry.step === 'assist' ? entry.shotId : entry.step === 'rebound' || entry.step === 'block' ? entry.missId : selected?.id;
  const subject = subjectId ? store.find(subjectId) : undefined;
  const pickLocation =
    canEdit && subject?.body.type === 'shot'
      ? (x: number, y: number) => {
          const body = { ...subject.body, x, y } as EventBody;
          if (subject.id === selected?.id && entry.step === 'idle')
            store.change({ type: 'edit', id: subject.id, fields: { body } });
          else store.amend(subject.id, { body });
        }
      : null;

  const currentSetup = setup.value;
  const at = setup.value ? lineupAt(setup.value, plays, insertionIndex(plays, panelMs)) : null;
  const shots = plays.flatMap((play) =>
    play.body.type === 'shot' ? [{ id: play.id, body: play.body, color: setup.value?.[play.body.team].color ?? '#334155' }] : [],
  );
  const statusText = { saved: 'All changes saved', saving: 'Saving…', retrying: 'Not saved yet, retrying…' }[snapshot.status];

  return (
    <div>
      {/* The navigation is light on dark until the page scrolls: a dark band keeps it readable. */}
      <div className="bg-slate-900 px-3 pt-20 pb-3 text-white">
        <header className="mx-auto flex max-w-[1600px] flex-wrap items-center gap-3">
          <Link to="/analyst" className="text-sm underline">
            Queue
          </Link>
          <h1 className="text-2xl font-extrabold">{data.game.name}</h1>
          <span className="rounded bg-slate-700 px-2 py-0.5 text-sm" data-testid="game-status">
            {data.game.status.replace('_', ' ')}
          </span>
          {data.game.analystName && <span className="text-sm text-slate-300">Tagged by {data.game.analystName}</span>}
          <span aria-live="polite" className="ml-auto text-sm text-slate-300" data-testid="save-status">
            {statusText}
          </span>
          {data.rights.claim && (
            <button
              type="button"
              className="rounded-md bg-brand-700 px-3 py-1.5 font-semibold text-white"
              onClick={() => action.mutate('claim')}
            >
              Claim
            </button>
          )}
          {data.rights.release && (
            <button
              type="button"
              className="rounded-md border border-slate-300 px-3 py-1.5"
              onClick={() => action.mutate('release')}
            >
              Release
            </button>
          )}
          {data.rights.submit && (
            <button
              type="button"
              className="rounded-md bg-brand-700 px-3 py-1.5 font-semibold text-white disabled:opacity-60"
              disabled={action.isPending || !setup.value || plays.length === 0}
              onClick={() => action.mutate('submit')}
            >
              Submit for review
            </button>
          )}
          {data.rights.review && (
            <>
              <button
                type="button"
                className="rounded-md border border-slate-300 px-3 py-1.5"
                onClick={() => action.mutate('sendBack')}
              >
                Send back
              </button>
              <button
                type="button"
                className="rounded-md bg-green-700 px-3 py-1.5 font-semibold text-white disabled:opacity-60"
                disabled={action.isPending}
                onClick={() => {
                  if (warnings.length === 0 || window.confirm(`${String(warnings.length)} warning(s) remain. Approve anyway?`))
                    action.mutate('approve');
                }}
              >
                Approve
              </button>
            </>
          )}
        </header>
      </div>
      <div className="mx-auto max-w-[1600px] px-3 pb-10">
        {(notice ?? snapshot.conflict) && (
          <p role="alert" className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {snapshot.conflict ?? notice}
          </p>
        )}
        {!canEdit && (
          <p className="mt-2 text-sm text-slate-600">
            {data.game.status === 'in_review' && !data.rights.review
              ? 'This game is in review: another analyst checks it now.'
              : 'You are viewing this game; claim it to tag it.'}
          </p>
        )}

        <div className="mt-3 grid gap-4 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <section aria-label="Footage and entry" className="space-y-3">
            <Footage
              gameId={gameId}
              videoUrl={data.game.videoUrl}
              hasFootage={data.game.hasFootage}
              onControls={onControls}
              onSeeked={setPanelMs}
            />
            <div
              className="rounded-lg border border-slate-300 bg-slate-900 px-3 py-2 font-mono text-sm text-white"
              aria-live="polite"
            >
              <span data-testid="entry-prompt">{setup.value ? promptOf(entry) : 'Save the game setup to start tagging.'}</span>
            </div>
            {currentSetup && at && (
              <div className="grid grid-cols-2 gap-2 text-xs" aria-label="Keys for players on court">
                {SIDES.map((side) => (
                  <ul key={side} className="rounded border border-slate-200 p-2">
                    <li className="font-semibold">{currentSetup[side].name} on court</li>
                    {at[side].map((playerId, index) => (
                      <li key={playerId}>
                        <kbd className="mr-1 rounded bg-slate-200 px-1">{(side === 'home' ? HOME_KEYS : AWAY_KEYS)[index]}</kbd>
                        {names(playerId)}
                      </li>
                    ))}
                    <li className="mt-1">
                      <kbd className="mr-1 rounded bg-slate-200 px-1">{side === 'home' ? '[' : ']'}</kbd>team
                    </li>
                    {entry.step === 'sub_in' && entry.side === side && (
                      <li className="mt-1 text-brand-800">
                        Bench:{' '}
                        {benchOf(side, { setup: currentSetup, onCourt: at, lastMissSide: null })
                          .map((playerId, index) => `${String((index + 1) % 10)} ${names(playerId)}`)
                          .join(' · ')}
                      </li>
                    )}
                  </ul>
                ))}
              </div>
            )}
            <details className="text-xs text-slate-600">
              <summary className="cursor-pointer">Keyboard</summary>
              <p className="mt-1">
                Footage: space play/pause · ←/→ 1 s · shift+←/→ 5 s · , and . one frame · &lt; and &gt; speed 0.5x-4x. Plays: a
                player’s key, then q/a two made/missed · w/s three · e/d free throw · r rebound · t turnover · f foul · c
                substitution; [ or ] for a team; p starts or ends a period; Esc cancels; ctrl+z undo, ctrl+shift+z redo; Delete
                removes the selected play.
              </p>
            </details>
            <CourtDiagram shots={shots} onPick={pickLocation} label="Shot locations" />
          </section>

          <section aria-label="Play-by-play and box score" className="space-y-3">
            <details open={!setup.value} className="rounded-lg border border-slate-200 p-3">
              <summary className="cursor-pointer font-semibold">Game setup</summary>
              <div className="mt-3">
                <SetupForm
                  key={setup.revision}
                  setup={setup.value}
                  disabled={!canEdit}
                  saving={setupSave.isPending}
                  onSave={(value) => setupSave.mutate(value)}
                />
              </div>
            </details>
            <div className="rounded-lg border border-slate-200">
              <div className="flex items-center gap-2 border-b border-slate-200 px-2 py-1 text-sm">
                <h2 className="font-semibold">Plays ({plays.length})</h2>
                <button
                  type="button"
                  className="ml-auto underline disabled:opacity-50"
                  disabled={!canEdit || !snapshot.canUndo}
                  onClick={() => store.undo()}
                >
                  Undo
                </button>
                <button
                  type="button"
                  className="underline disabled:opacity-50"
                  disabled={!canEdit || !snapshot.canRedo}
                  onClick={() => store.redo()}
                >
                  Redo
                </button>
              </div>
              <div className="max-h-80 overflow-y-auto">
                <PlayList plays={plays} selectedId={selectedId} warnedIds={warnedIds} name={names} onSelect={select} />
              </div>
              {selected && setup.value && (
                <PlayEditor
                  play={selected}
                  setup={setup.value}
                  disabled={!canEdit}
                  onChange={(fields) => store.change({ type: 'edit', id: selected.id, fields })}
                  onDelete={() => {
                    store.change({ type: 'delete', id: selected.id });
                    setSelectedId(null);
                  }}
                />
              )}
            </div>
            <section aria-labelledby="warnings" className="rounded-lg border border-slate-200 p-2">
              <h2 id="warnings" className="text-sm font-semibold">
                Warnings ({warnings.length})
              </h2>
              {warnings.length === 0 ? (
                <p className="text-sm text-slate-500">Nothing looks wrong.</p>
              ) : (
                <ul className="mt-1 max-h-40 space-y-1 overflow-y-auto text-sm text-amber-900">
                  {warnings.map((warning, index) => (
                    <li key={`${warning.code}-${warning.eventId ?? ''}-${String(index)}`}>
                      {warning.eventId ? (
                        <button
                          type="button"
                          className="text-left underline"
                          onClick={() => {
                            const play = plays.find((candidate) => candidate.id === warning.eventId);
                            if (play) select(play);
                          }}
                        >
                          {warning.message}
                        </button>
                      ) : (
                        warning.message
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            {boxScore && setup.value && (
              <section aria-label="Live box score" className="space-y-3" data-testid="live-box-score">
                <p className="text-lg font-bold" data-testid="live-score">
                  {setup.value.home.name} {boxScore.home.totals.pts} – {boxScore.away.totals.pts} {setup.value.away.name}
                </p>
                <BoxScoreTable compact team={setup.value.home} box={boxScore.home} />
                <BoxScoreTable compact team={setup.value.away} box={boxScore.away} />
              </section>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}

/** Waits until every change is on the server, so a submission or approval covers all of them. */
async function waitUntilSaved(store: PlayByPlayStore): Promise<void> {
  for (let waited = 0; store.hasUnsaved(); waited += 100) {
    if (waited > 15_000) throw new Error('Some plays are not saved yet. Check your connection and try again.');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
