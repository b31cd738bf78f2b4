/** Placeholder: the back office's analysts section is being built. */
export default function AdminAnalystsPage() {
  return <h2 className="text-xl font-bold text-slate-900">analysts</h2>;
}
