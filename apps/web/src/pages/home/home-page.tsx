import { BarChart3, CheckCircle2, Clock, Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import { CallToAction } from '../../components/layout/call-to-action';
import { buttonStyles } from '../../components/ui/button-styles';
import { FlipCard, type FlipCardProps } from './flip-card';
import { HeroVideo } from './hero-video';

const REASONS: FlipCardProps[] = [
  {
    icon: BarChart3,
    title: 'Professional Stats',
    summary: 'A full box score for every player and both teams.',
    details:
      'Points, shots made and missed, rebounds, blocks, steals, assists, turnovers and fouls for every player and both teams, with a statistics page and a PDF report.',
  },
  {
    icon: Clock,
    title: 'Quick Turnaround',
    summary: 'Your box score within a day.',
    details:
      'Upload tonight, scout tomorrow. Every game is delivered within 24 hours, and we e-mail you the moment your stats are ready.',
  },
  {
    icon: CheckCircle2,
    title: 'High Accuracy',
    summary: '98% accuracy, checked by people.',
    details:
      'AI-assisted tagging with expert validation: an analyst tags every play, and a second analyst reviews the game before it reaches you.',
  },
  {
    icon: Smartphone,
    title: 'No App Required',
    summary: 'Everything happens in your browser.',
    details:
      'Upload a file up to 2 GB or paste a YouTube, Vimeo or direct link from any computer, tablet or phone. Nothing to install.',
  },
];

const FIGURES = [
  { value: '1K+', label: 'moments tagged monthly' },
  { value: '98%', label: 'accuracy' },
  { value: '24h', label: 'turnaround' },
];

export default function HomePage() {
  return (
    <>
      <section className="relative isolate flex min-h-[92vh] items-center overflow-hidden bg-slate-950 px-4 pt-24 pb-16 text-white">
        <HeroVideo />
        <div className="relative mx-auto max-w-4xl text-center">
          <p className="text-sm font-semibold tracking-widest text-brand-500 uppercase">Basketball box scores from your video</p>
          <h1 className="mt-4 text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-6xl">
            Upload your basketball video and get a detailed box score within a day. No app required.
          </h1>
          <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">
            <Link to="/upload" className={buttonStyles.primary}>
              Upload Your Game
            </Link>
            <Link to="/how-it-works" className={buttonStyles.secondary}>
              See How It Works
            </Link>
          </div>
        </div>
      </section>

      <section className="bg-slate-50 px-4 py-20" aria-labelledby="why-heading">
        <div className="mx-auto max-w-7xl">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="why-heading" className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
              Why Choose Courtside
            </h2>
            <p className="mt-4 text-lg text-slate-600">
              The numbers a scout would keep, from the footage you already have. Hover, tap or tab to a card to learn more.
            </p>
          </div>
          <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {REASONS.map((reason) => (
              <FlipCard key={reason.title} {...reason} />
            ))}
          </div>
        </div>
      </section>

      <CallToAction
        title="Ready to see your game in numbers?"
        text="Upload your next game and have a complete box score on your dashboard by tomorrow."
        links={[{ to: '/upload', label: 'Upload Your Game' }]}
      >
        <dl className="mt-14 grid grid-cols-1 gap-8 sm:grid-cols-3">
          {FIGURES.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-slate-300">{figure.label}</dt>
              <dd className="text-4xl font-extrabold text-brand-500">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </CallToAction>
    </>
  );
}
