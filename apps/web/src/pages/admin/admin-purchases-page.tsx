/** Placeholder: the back office's purchases section is being built. */
export default function AdminPurchasesPage() {
  return <h2 className="text-xl font-bold text-slate-900">purchases</h2>;
}
