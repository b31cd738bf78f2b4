import { useMutation } from '@tanstack/react-query';
import { memo, useId, useRef, useState, type PointerEvent } from 'react';
import { saveRegions, type AssistState, type Region, type ScoreboardRegions } from './assist-api';
import {
  BOXES,
  BOX_LABELS,
  COORDS,
  COORD_LABELS,
  dragRegion,
  fieldsOf,
  pointOnFrame,
  regionOf,
  regionsOf,
  type BoxFields,
  type BoxName,
} from './assist-regions';

const BOX_STYLE: Record<BoxName, string> = {
  home: 'border-brand-500 text-brand-100',
  away: 'border-sky-400 text-sky-100',
  clock: 'border-lime-400 text-lime-100',
};

const fieldsFrom = (regions: ScoreboardRegions | null) =>
  Object.fromEntries(BOXES.map((name) => [name, fieldsOf(regions?.[name] ?? null)])) as Record<BoxName, BoxFields>;

/**
 * The scoreboard's boxes, drawn once per game: on a still of the footage (taken where the analyst paused it)
 * the analyst drags a box around the home score, the away score and the game clock, or types each box's
 * numbers; says whether it is a broadcast overlay or an LED board; and saves. Saving starts reading the
 * scoreboard: its score changes become suggestions, its clock the clock's track.
 */
export const AssistRegionsPanel = memo(function AssistRegionsPanel({
  gameId,
  regions,
  still,
  disabled,
  onSaved,
}: {
  gameId: string;
  regions: ScoreboardRegions | null;
  /** A still of the footage where it is now (a data URL), or null when none can be taken. */
  still: () => string | null;
  disabled: boolean;
  onSaved: (state: AssistState) => void;
}) {
  const [kind, setKind] = useState<ScoreboardRegions['kind']>(regions?.kind ?? 'overlay');
  const [fields, setFields] = useState(() => fieldsFrom(regions));
  const [drawing, setDrawing] = useState<BoxName>('home');
  const [image, setImage] = useState<string | null>(null);
  // Open until the boxes are first drawn; a constant after that, so saving does not fold it under the analyst.
  const [openAtFirst] = useState(regions === null && !disabled);
  const [errors, setErrors] = useState<Partial<Record<BoxName, string>>>({});
  const drag = useRef<{ from: { x: number; y: number } } | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const id = useId();
  const save = useMutation({
    mutationFn: (given: ScoreboardRegions) => saveRegions(gameId, given),
    onSuccess: onSaved,
  });

  const setBox = (name: BoxName, region: Region) => setFields((current) => ({ ...current, [name]: fieldsOf(region) }));
  const pointAt = (event: PointerEvent) => {
    const rect = frame.current?.getBoundingClientRect();
    return rect ? pointOnFrame(rect, event.clientX, event.clientY) : { x: 0, y: 0 };
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { from: pointAt(event) };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setBox(drawing, dragRegion(drag.current.from, pointAt(event)));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const region = dragRegion(drag.current.from, pointAt(event));
    drag.current = null;
    setBox(drawing, region);
    // The next box to draw is the next one not drawn yet.
    const next = BOXES.find((name) => name !== drawing && 'error' in regionOf(fields[name]));
    if (next) setDrawing(next);
  };
  const onSave = () => {
    const result = regionsOf(kind, fields);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    save.mutate(result.regions);
  };

  return (
    <details className="rounded-lg border border-slate-200 p-2 text-sm" open={openAtFirst}>
      <summary className="cursor-pointer font-semibold">
        Scoreboard boxes{' '}
        <span className="font-normal text-slate-600">
          {regions ? `saved (${regions.kind === 'led' ? 'LED board' : 'broadcast overlay'})` : 'not drawn yet'}
        </span>
      </summary>
      <p className="mt-1 text-slate-600">
        Pause where the scoreboard shows, take a still, and drag a box around each part; or type the boxes in percent of the
        frame.
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="rounded border border-slate-300 px-2 py-0.5 disabled:opacity-50"
          disabled={disabled}
          onClick={() => setImage(still())}
        >
          Take a still here
        </button>
        <fieldset className="flex gap-2">
          <legend className="sr-only">Box to draw</legend>
          {BOXES.map((name) => (
            <label key={name} className="flex items-center gap-1">
              <input type="radio" name={`${id}-drawing`} checked={drawing === name} onChange={() => setDrawing(name)} />
              {BOX_LABELS[name]}
            </label>
          ))}
        </fieldset>
      </div>
      <div
        ref={frame}
        className="relative mt-2 aspect-video w-full touch-none overflow-hidden rounded bg-slate-800 select-none"
        data-testid="scoreboard-frame"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
      >
        {image ? (
          <img src={image} alt="Still of the footage" className="h-full w-full object-fill" draggable={false} />
        ) : (
          <p className="p-3 text-slate-300">No still yet: draw here, or take a still first.</p>
        )}
        {BOXES.map((name) => {
          const result = regionOf(fields[name]);
          if ('error' in result) return null;
          const { x, y, width, height } = result.region;
          return (
            <div
              key={name}
              aria-hidden
              className={`pointer-events-none absolute border-2 ${BOX_STYLE[name]}`}
              style={{
                left: `${String(x * 100)}%`,
                top: `${String(y * 100)}%`,
                width: `${String(width * 100)}%`,
                height: `${String(height * 100)}%`,
              }}
            >
              <span className="bg-black/70 px-0.5 text-[10px]">{BOX_LABELS[name]}</span>
            </div>
          );
        })}
      </div>
      <table className="mt-2 text-left">
        <caption className="sr-only">The boxes in percent of the frame</caption>
        <thead>
          <tr>
            <th scope="col" className="pr-2 font-semibold">
              Box
            </th>
            {COORDS.map((coord) => (
              <th key={coord} scope="col" className="pr-2 font-semibold">
                {COORD_LABELS[coord]} %
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {BOXES.map((name) => (
            <tr key={name} className="align-top">
              <th scope="row" className="pr-2 font-normal">
                {BOX_LABELS[name]}
                {errors[name] && (
                  <span role="alert" className="block text-xs text-red-700">
                    {errors[name]}
                  </span>
                )}
              </th>
              {COORDS.map((coord) => (
                <td key={coord} className="pr-2">
                  <input
                    className="w-16 rounded border border-slate-300 px-1 font-mono"
                    inputMode="decimal"
                    aria-label={`${BOX_LABELS[name]} ${COORD_LABELS[coord]} (%)`}
                    value={fields[name][coord]}
                    disabled={disabled}
                    onChange={(event) =>
                      setFields((current) => ({ ...current, [name]: { ...current[name], [coord]: event.target.value } }))
                    }
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-kind`}>Scoreboard type</label>
        <select
          id={`${id}-kind`}
          className="rounded border border-slate-300 px-1"
          value={kind}
          disabled={disabled}
          onChange={(event) => setKind(event.target.value as ScoreboardRegions['kind'])}
        >
          <option value="overlay">Broadcast overlay</option>
          <option value="led">LED board</option>
        </select>
        <button
          type="button"
          className="rounded-md bg-brand-700 px-3 py-1 font-semibold text-white disabled:opacity-60"
          disabled={disabled || save.isPending}
          onClick={onSave}
        >
          Save boxes
        </button>
        <span aria-live="polite">
          {save.isSuccess && 'Boxes saved: reading the scoreboard…'}
          {save.isError && <span className="text-red-700">{save.error.message}</span>}
        </span>
      </div>
    </details>
  );
});
