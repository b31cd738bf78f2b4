/** Placeholder: the back office's requests section is being built. */
export default function AdminRequestsPage() {
  return <h2 className="text-xl font-bold text-slate-900">requests</h2>;
}
