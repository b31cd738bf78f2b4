import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles';

export default function NotFoundPage() {
  return (
    <section className="flex min-h-[70vh] flex-col items-center justify-center bg-slate-900 px-4 pt-24 pb-16 text-center text-white">
      <p className="text-6xl font-extrabold text-brand-500">404</p>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">Page Not Found</h1>
      <p className="mt-3 max-w-md text-slate-300">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={`${buttonStyles.primary} mt-8`}>
        Back to Home
      </Link>
    </section>
  );
}
