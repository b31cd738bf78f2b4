import { TEAM_LOGO_MAX_BYTES, TEAM_LOGO_TYPES, teamLogoFileProblem } from '@courtside/domain';
import { useId, useState, type ReactNode } from 'react';
import { errorsOfFailure } from '../../lib/form-errors';
import { useRemoveTeamLogo, useSetTeamLogo, type Team } from './teams-api';

type LogoTeam = Pick<Team, 'name' | 'shortName' | 'color' | 'logoUrl'>;

const ACCEPT = TEAM_LOGO_TYPES.join(',');
const HINT = `PNG, JPEG or WebP, up to ${String(TEAM_LOGO_MAX_BYTES / 1024)} KB.`;
const SIZES = { sm: 'size-8 text-[0.6rem]', md: 'size-10 text-xs', lg: 'size-16 text-sm' } as const;
const DARK_TEXT = '#0f172a';
const LIGHT_TEXT = '#ffffff';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => {
    const value = parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const [red = 0, green = 0, blue = 0] = channels;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The text colour (slate-900 or white) that stands out more on a team's colour, by WCAG contrast. */
export function badgeTextColor(background: string): string {
  if (!/^#[0-9a-fA-F]{6}$/.test(background)) return DARK_TEXT;
  const base = luminance(background) + 0.05;
  return base / (luminance(DARK_TEXT) + 0.05) >= (luminance(LIGHT_TEXT) + 0.05) / base ? DARK_TEXT : LIGHT_TEXT;
}

/**
 * A team's logo, or, when it has none (or it cannot be loaded), a badge of its colour with its short name. The
 * badge is decoration beside the team's name; the logo is an image of its own, named "{team} logo".
 */
export function TeamLogo({ team, size = 'md' }: { team: LogoTeam; size?: keyof typeof SIZES }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (team.logoUrl && team.logoUrl !== failedUrl) {
    const url = team.logoUrl;
    return (
      <img
        src={url}
        alt={`${team.name} logo`}
        className={`${SIZES[size]} shrink-0 rounded-lg border border-slate-200 bg-white object-contain`}
        onError={() => setFailedUrl(url)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${SIZES[size]} inline-flex shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-300 font-bold`}
      style={{ backgroundColor: team.color, color: badgeTextColor(team.color) }}
    >
      {team.shortName.slice(0, 4)}
    </span>
  );
}

/** The "Logo (optional)" file input, its hint, its problem, and what is shown beside it. */
function LogoInput({
  problem,
  note,
  disabled = false,
  onFile,
  children,
}: {
  problem: string | null;
  /** Said after the accepted types and size. */
  note?: string;
  disabled?: boolean;
  onFile: (file: File | null, input: HTMLInputElement) => void;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="font-medium text-slate-900">
        Logo (optional)
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-4">
        {children}
        <input
          id={id}
          type="file"
          accept={ACCEPT}
          disabled={disabled}
          className="block max-w-full text-sm"
          aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
          {...(problem ? { 'aria-invalid': true } : {})}
          onChange={(event) => onFile(event.target.files?.[0] ?? null, event.target)}
        />
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {note ? `${HINT} ${note}` : HINT}
      </p>
      {problem && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}

/**
 * The logo of a team being created: checked as soon as it is chosen (the server's words), and handed to
 * `onChoose`, which sends it once the team exists. Give it a new `key` to clear it.
 */
export function NewTeamLogoPicker({ onChoose }: { onChoose: (file: File | null) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <LogoInput
      problem={problem}
      onFile={(file) => {
        const found = file && teamLogoFileProblem(file);
        setProblem(found);
        onChoose(found ? null : file);
      }}
    />
  );
}

/**
 * A team's logo where the team is edited: shown, replaced as soon as a new file is chosen, or removed. The file
 * is checked here first with the server's limits and words.
 */
export function TeamLogoField({ team }: { team: LogoTeam & { id: string } }) {
  const setLogo = useSetTeamLogo();
  const removeLogo = useRemoveTeamLogo();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const busy = setLogo.isPending || removeLogo.isPending;

  const run = async (change: () => Promise<unknown>, message: string) => {
    setDone(null);
    try {
      await change();
      setProblem(null);
      setDone(message);
    } catch (error) {
      setProblem(errorsOfFailure(error).form ?? 'Something went wrong. Please try again.');
    }
  };

  const choose = (file: File | null, input: HTMLInputElement) => {
    // The preview shows what is saved; an emptied input also lets the same file be chosen again.
    input.value = '';
    if (!file) return;
    const found = teamLogoFileProblem(file);
    setProblem(found);
    setDone(null);
    if (found) return;
    void run(() => setLogo.mutateAsync({ teamId: team.id, file }), 'Logo saved.');
  };

  return (
    <div>
      <LogoInput problem={problem} note="A logo is saved as soon as you choose it." disabled={busy} onFile={choose}>
        <TeamLogo team={team} size="lg" />
      </LogoInput>
      <div className="mt-2 flex flex-wrap items-center gap-4 text-sm">
        {team.logoUrl && (
          <button
            type="button"
            className="underline disabled:opacity-50"
            disabled={busy}
            onClick={() => void run(() => removeLogo.mutateAsync(team.id), 'Logo removed.')}
          >
            Remove logo
          </button>
        )}
        <p role="status" className="text-green-800">
          {busy ? 'Saving the logo…' : done}
        </p>
      </div>
    </div>
  );
}
