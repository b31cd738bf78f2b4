import { buttonStyles } from '../../components/ui/button-styles';
import { EXPORT_URL } from '../../features/account/account-api';
import { AccountSection } from './account-section';

/** "Your data": the whole account as a zip, at any time. */
export function DataSection() {
  return (
    <AccountSection title="Your data" description="Download a copy of everything your account holds, as a zip file.">
      <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-700">
        <li>Your profile: name, e-mail address, organization and game credits left</li>
        <li>Your teams and their rosters</li>
        <li>Your games: names, status, dates, the details you gave, and when their footage was deleted</li>
        <li>The box score of every delivered game, as JSON and as a CSV spreadsheet</li>
        <li>Your purchases (JSON and CSV) and your credit history</li>
      </ul>
      <a href={EXPORT_URL} download className={`${buttonStyles.outline} mt-4`}>
        Download my data
      </a>
    </AccountSection>
  );
}
