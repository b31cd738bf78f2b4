import { Camera, CheckCircle2, Clock, Lock, Monitor, UploadCloud, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { useMe } from '../../features/auth/session';
import { UploadWidget } from '../../features/upload/upload-widget';
import { can, roleOf } from '../../lib/organization-role';

/** Said in the upload form's place to a member whose role the server would refuse an upload (viewer, player). */
export const UPLOAD_REFUSAL = 'Your role in this organization can view games but not upload them.';

const BLURBS: { icon: LucideIcon; title: string; body: string }[] = [
  { icon: UploadCloud, title: 'Easy Upload', body: 'Drop in a file or paste a link. Large uploads pause and resume.' },
  {
    icon: Lock,
    title: 'Secure Processing',
    body: 'Your footage is private to you and our analysts, and deleted after delivery.',
  },
  { icon: Clock, title: 'Fast Turnaround', body: 'A full box score for both teams within 24 hours.' },
];

const BEST_PRACTICES = [
  'Record in landscape',
  'Keep the whole court in view',
  'Hold the camera steady (a tripod helps)',
  'Film from an elevated position',
  'Make sure the court is well lit',
];

const TECHNICAL = [
  'Minimum 720p resolution',
  'Maximum file size 2GB',
  'Formats: MP4, MOV, AVI or WMV',
  'One continuous recording of the game',
  'A stable internet connection while uploading',
];

const FAQ = [
  {
    question: 'How long does the analysis take?',
    answer: 'Your box score is delivered within 24 hours of the upload completing; we e-mail you when it is ready.',
  },
  {
    question: 'What if my upload is interrupted?',
    answer:
      'Choose the same file again and the upload carries on from where it stopped. A cancelled upload gives its game credit back.',
  },
  {
    question: 'Can I send a YouTube or Vimeo link instead?',
    answer: 'Yes. Switch to Video URL and paste the link; a direct link to a video file works too.',
  },
];

export default function UploadPage() {
  const mayUpload = can(roleOf(useMe().data), 'upload');
  return (
    <>
      <PageHeader eyebrow="Upload" title="Upload Your Game">
        A file up to 2 GB or a YouTube, Vimeo or direct link. Your box score within 24 hours.
      </PageHeader>

      <section className="bg-slate-50 px-4 py-12" aria-label="Why upload with Courtside">
        <ul className="mx-auto grid max-w-5xl gap-6 sm:grid-cols-3">
          {BLURBS.map(({ icon: Icon, title, body }) => (
            <li key={title} className="flex gap-3">
              <Icon className="size-7 shrink-0 text-brand-700" aria-hidden="true" />
              <div>
                <h2 className="font-bold text-slate-900">{title}</h2>
                <p className="mt-1 text-sm text-slate-600">{body}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="px-4 py-12" aria-label="Upload a game">
        <div className="mx-auto max-w-xl">
          {mayUpload ? (
            <UploadWidget />
          ) : (
            <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-700">
              {UPLOAD_REFUSAL}{' '}
              <Link to="/dashboard" className="font-semibold text-brand-700 underline">
                Go to your dashboard
              </Link>
              .
            </p>
          )}
        </div>
      </section>

      <section className="bg-slate-50 px-4 py-16" aria-labelledby="guidelines">
        <div className="mx-auto max-w-5xl">
          <h2 id="guidelines" className="text-center text-3xl font-extrabold tracking-tight text-slate-900">
            Recording Guidelines
          </h2>
          <div className="mt-10 grid gap-6 md:grid-cols-2">
            <Guideline icon={Camera} title="Best practices" items={BEST_PRACTICES} />
            <Guideline icon={Monitor} title="Technical requirements" items={TECHNICAL} />
          </div>
        </div>
      </section>

      <section className="px-4 py-16" aria-labelledby="upload-faq">
        <div className="mx-auto max-w-5xl">
          <h2 id="upload-faq" className="text-center text-3xl font-extrabold tracking-tight text-slate-900">
            Questions about uploading
          </h2>
          <dl className="mt-10 grid gap-6 md:grid-cols-3">
            {FAQ.map((entry) => (
              <div key={entry.question} className="rounded-2xl border border-slate-200 p-6">
                <dt className="font-bold text-slate-900">{entry.question}</dt>
                <dd className="mt-2 text-sm text-slate-600">{entry.answer}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-10 text-center text-slate-600">
            Need more games?{' '}
            <Link to="/pricing" className="font-semibold text-brand-700 underline">
              See pricing
            </Link>
            . Something else?{' '}
            <Link to="/contact" className="font-semibold text-brand-700 underline">
              Contact us
            </Link>
            .
          </p>
        </div>
      </section>
    </>
  );
}

function Guideline({ icon: Icon, title, items }: { icon: LucideIcon; title: string; items: string[] }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6">
      <h3 className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Icon className="size-5 text-brand-700" aria-hidden="true" />
        {title}
      </h3>
      <ul className="mt-4 space-y-2 text-slate-700">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
