import { BarChart3, Cog, FileCheck2, Send, Upload, type LucideIcon } from 'lucide-react';
import { CallToAction } from '../../components/layout/call-to-action';
import { PageHeader } from '../../components/layout/page-header';

interface Step {
  icon: LucideIcon;
  title: string;
  when: string;
  body: string;
}

const STEPS: Step[] = [
  {
    icon: Upload,
    title: 'Upload Your Game Footage',
    when: '0 hours',
    body: 'Drop in a video file (MP4, MOV, AVI or WMV, up to 2 GB) or paste a YouTube, Vimeo or direct link. Large uploads pause and resume, so a flaky connection costs you nothing.',
  },
  {
    icon: Cog,
    title: 'Video Processing',
    when: '1-8 hours',
    body: 'We check the footage, prepare a copy our analysts can scrub frame by frame, and queue your game for an analyst. Your dashboard shows where it is at every step.',
  },
  {
    icon: BarChart3,
    title: 'Stats Compilation',
    when: '8-16 hours',
    body: 'An analyst watches the whole game and tags every play: each shot and its location, rebound, assist, steal, block, turnover and foul, stamped with the game clock.',
  },
  {
    icon: FileCheck2,
    title: 'Quality Assurance',
    when: '16-24 hours',
    body: 'A second analyst reviews the play-by-play against the footage and the final score, and checks every warning our consistency checks raise before the game is approved.',
  },
  {
    icon: Send,
    title: 'Delivery',
    when: 'Within 24 hours',
    body: 'Your box score lands on your dashboard, with the statistics page and a PDF report to share with players and coaches. We e-mail you the moment it is ready.',
  },
];

export default function HowItWorksPage() {
  return (
    <>
      <PageHeader eyebrow="How It Works" title="From game footage to box score in five steps">
        Upload a game today and have every player&apos;s numbers within 24 hours.
      </PageHeader>

      <section className="px-4 py-20" aria-labelledby="steps-heading">
        <h2 id="steps-heading" className="sr-only">
          The five steps
        </h2>
        <ol className="mx-auto max-w-3xl space-y-10">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative flex gap-6">
              {index < STEPS.length - 1 && (
                <span className="absolute top-14 left-7 h-[calc(100%-1rem)] w-px bg-slate-200" aria-hidden="true" />
              )}
              <span className="relative flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
                <step.icon className="size-6" aria-hidden="true" />
              </span>
              <div>
                <p className="text-sm font-semibold text-brand-700">Step {index + 1}</p>
                <h3 className="text-xl font-bold text-slate-900">{step.title}</h3>
                <p className="mt-2 text-slate-600">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section className="bg-slate-50 px-4 py-20" aria-labelledby="timeline-heading">
        <div className="mx-auto max-w-5xl">
          <h2 id="timeline-heading" className="text-center text-3xl font-extrabold tracking-tight text-slate-900">
            The 24-hour timeline
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
            Single games are delivered within 24 hours; season packages get priority and typically arrive in 12-16 hours.
          </p>
          <ol className="mt-12 grid gap-4 sm:grid-cols-5" aria-label="Timeline">
            {STEPS.map((step) => (
              <li key={step.title} className="rounded-xl border-t-4 border-brand-700 bg-white p-4 shadow-sm">
                <p className="text-lg font-extrabold text-slate-900">{step.when}</p>
                <p className="mt-1 text-sm text-slate-600">{step.title}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <CallToAction
        title="Your next game, in numbers by tomorrow"
        text="Buy credits once; they never expire. One credit is one game."
        links={[
          { to: '/upload', label: 'Upload Your Game' },
          { to: '/pricing', label: 'View Pricing', look: 'secondary' },
        ]}
      />
    </>
  );
}
