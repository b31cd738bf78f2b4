/** Placeholder: the back office's inbox section is being built. */
export default function AdminInboxPage() {
  return <h2 className="text-xl font-bold text-slate-900">inbox</h2>;
}
