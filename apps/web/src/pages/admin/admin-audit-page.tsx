/** Placeholder: the back office's audit section is being built. */
export default function AdminAuditPage() {
  return <h2 className="text-xl font-bold text-slate-900">audit</h2>;
}
