/** Placeholder: the back office's games section is being built. */
export default function AdminGamesPage() {
  return <h2 className="text-xl font-bold text-slate-900">games</h2>;
}
