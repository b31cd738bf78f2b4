import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles';

/** How an upload ended: Upload Successful! with the way to the dashboard, or Upload Failed with Try Again. */
export function UploadOutcome({
  tone,
  title,
  text,
  onAgain,
}: {
  tone: 'success' | 'error';
  title: string;
  text: string;
  onAgain: () => void;
}) {
  const Icon = tone === 'success' ? CheckCircle2 : AlertCircle;
  return (
    <div className="pt-6 text-center" role={tone === 'error' ? 'alert' : 'status'}>
      <Icon className={`mx-auto size-12 ${tone === 'success' ? 'text-green-600' : 'text-red-600'}`} aria-hidden="true" />
      <h2 className="mt-3 text-xl font-bold text-slate-900">{title}</h2>
      <p className="mt-2 text-slate-600">{text}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        {tone === 'success' && (
          <Link to="/dashboard" className={buttonStyles.primary}>
            Go to Dashboard
          </Link>
        )}
        <button type="button" className={tone === 'success' ? buttonStyles.outline : buttonStyles.primary} onClick={onAgain}>
          {tone === 'success' ? 'Upload Another Game' : 'Try Again'}
        </button>
      </div>
    </div>
  );
}
