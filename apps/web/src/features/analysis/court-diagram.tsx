import type { EventBody } from '@courtside/domain';

/**
 * A half court (FIBA lines, in feet: 50 wide, 47 deep, the basket 5.25 from the baseline) to click a shot's
 * location on. x runs across from the basket's line (-25 to 25), y out from the baseline.
 */
export function CourtDiagram({
  shots,
  onPick,
  label,
}: {
  shots: { id: string; body: Extract<EventBody, { type: 'shot' }>; color: string }[];
  onPick: ((x: number, y: number) => void) | null;
  label: string;
}) {
  const pick = (event: React.MouseEvent<SVGSVGElement>) => {
    if (!onPick) return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 50 - 25;
    const y = ((event.clientY - box.top) / box.height) * 47;
    onPick(Math.round(x * 10) / 10, Math.round(y * 10) / 10);
  };
  return (
    <figure>
      <svg
        viewBox="-25 0 50 47"
        role="img"
        aria-label={label}
        className={`w-full rounded-md bg-amber-50 ${onPick ? 'cursor-crosshair' : ''}`}
        onClick={pick}
      >
        <g fill="none" stroke="#92400e" strokeWidth="0.25">
          <rect x="-25" y="0" width="50" height="47" />
          <rect x="-8" y="0" width="16" height="19" />
          <circle cx="0" cy="19" r="6" />
          <circle cx="0" cy="5.25" r="0.75" />
          <line x1="-3" y1="4" x2="3" y2="4" />
          <path d="M -22 0 L -22 14 A 23.75 23.75 0 0 0 22 14 L 22 0" />
        </g>
        {shots.map(({ id, body, color }) =>
          body.x === undefined || body.y === undefined ? null : body.made ? (
            <circle key={id} cx={body.x} cy={body.y} r="0.8" fill={color} />
          ) : (
            <g key={id} stroke={color} strokeWidth="0.35">
              <line x1={body.x - 0.7} y1={body.y - 0.7} x2={body.x + 0.7} y2={body.y + 0.7} />
              <line x1={body.x - 0.7} y1={body.y + 0.7} x2={body.x + 0.7} y2={body.y - 0.7} />
            </g>
          ),
        )}
      </svg>
      <figcaption className="mt-1 text-xs text-slate-500">
        {onPick ? 'Click where the shot was taken.' : 'Select a shot, then click where it was taken.'}
      </figcaption>
    </figure>
  );
}
