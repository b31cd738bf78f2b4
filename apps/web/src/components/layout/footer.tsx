import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { Logo } from './logo';

const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/upload', label: 'Upload Your Game' },
];

const RESOURCES = [
  { to: '/faq', label: 'FAQ' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
];

function LinkColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-slate-300 hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

const noChange = () => () => undefined;

/**
 * This year, for the copyright line. A page prerendered at build time says the build's year, so hydration starts
 * from that and React moves on to today's.
 */
function useYear(): number {
  return useSyncExternalStore(
    noChange,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}

export function Footer() {
  const year = useYear();
  return (
    <footer className="bg-slate-950 text-slate-300 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-4 lg:px-8">
        <div className="md:col-span-2">
          <Logo className="text-white" />
          <p className="mt-4 max-w-sm">
            Upload your basketball video and get a detailed box score within a day. No app required.
          </p>
        </div>
        <LinkColumn title="Quick Links" links={QUICK_LINKS} />
        <LinkColumn title="Resources" links={RESOURCES} />
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-400 sm:px-6 lg:px-8">
          © {year} Courtside, Melbourne, Australia. All prices in Australian dollars.
        </p>
      </div>
    </footer>
  );
}
