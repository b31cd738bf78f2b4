import { useState } from 'react';
import { buttonStyles } from '../../components/ui/button-styles';
import { Spinner } from '../../components/ui/spinner';
import { EXPORT_URL } from '../../features/account/account-api';
import { AccountSection } from './account-section';

const EXPORT_FAILED = 'Your data could not be downloaded. Please try again later.';

/** The file name the server gave the zip (Content-Disposition), or a plain default. */
function fileNameOf(response: Response): string {
  const match = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? 'courtside-export.zip';
}

/** Fetches the export and saves it; a refusal (too many exports, signed out) is shown, not saved as a file. */
async function downloadExport(): Promise<void> {
  const response = await fetch(EXPORT_URL, { credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(body?.error?.message ?? EXPORT_FAILED);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response);
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** "Your data": the whole account as a zip, at any time. */
export function DataSection() {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const download = () => {
    setState({ busy: true, error: null });
    downloadExport().then(
      () => setState({ busy: false, error: null }),
      (error: unknown) => setState({ busy: false, error: error instanceof Error ? error.message : EXPORT_FAILED }),
    );
  };
  return (
    <AccountSection title="Your data" description="Download a copy of everything your account holds, as a zip file.">
      <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-700">
        <li>Your profile: name, e-mail address, organization and game credits left</li>
        <li>Your teams and their rosters</li>
        <li>Your games: names, status, dates, the details you gave, and when their footage was deleted</li>
        <li>The box score of every delivered game, as JSON and as a CSV spreadsheet</li>
        <li>Your purchases (JSON and CSV) and your credit history</li>
      </ul>
      <button type="button" onClick={download} disabled={state.busy} className={`${buttonStyles.outline} mt-4`}>
        {state.busy && <Spinner />}
        {state.busy ? 'Preparing your data...' : 'Download my data'}
      </button>
      {state.error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {state.error}
        </p>
      )}
    </AccountSection>
  );
}
