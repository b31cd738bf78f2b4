/** How long until a game is due, as the queue shows it: "5h 12m left", or "Overdue by 1h 3m". */
export function timeLeft(dueAt: string | null, now: number): string {
  if (!dueAt) return 'Not due yet';
  const minutes = Math.round((Date.parse(dueAt) - now) / 60_000);
  const span = (total: number) => {
    const hours = Math.floor(total / 60);
    return hours > 0 ? `${String(hours)}h ${String(total % 60)}m` : `${String(total)}m`;
  };
  return minutes >= 0 ? `${span(minutes)} left` : `Overdue by ${span(-minutes)}`;
}
