/** Placeholder: the back office's users section is being built. */
export default function AdminUsersPage() {
  return <h2 className="text-xl font-bold text-slate-900">users</h2>;
}
