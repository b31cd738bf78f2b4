/** A team's colour as a dot beside its name (text stays dark: a team colour is rarely readable as text). */
export function TeamSwatch({ color, size = 'h-2.5 w-2.5' }: { color: string; size?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`mr-1.5 inline-block shrink-0 rounded-full align-middle ${size}`}
      style={{ backgroundColor: color }}
    />
  );
}
