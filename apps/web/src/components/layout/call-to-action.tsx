import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../ui/button-styles';

export interface CallToActionLink {
  to: string;
  label: string;
  look?: 'primary' | 'secondary';
}

/** The dark closing band of a page: a heading, a line of text, its links, and anything else below them. */
export function CallToAction({
  title,
  text,
  links,
  children,
}: {
  title: string;
  text: string;
  links: CallToActionLink[];
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="bg-slate-900 px-4 py-20 text-center text-white" aria-labelledby={headingId}>
      <div className="mx-auto max-w-4xl">
        <h2 id={headingId} className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="mt-3 text-lg text-slate-300">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
          {links.map((link) => (
            <Link key={link.to} to={link.to} className={buttonStyles[link.look ?? 'primary']}>
              {link.label}
            </Link>
          ))}
        </div>
        {children}
      </div>
    </section>
  );
}
