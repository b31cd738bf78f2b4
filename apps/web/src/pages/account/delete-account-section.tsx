import { useState } from 'react';
import { FormField } from '../../components/ui/form-field';
import { useDeleteAccount } from '../../features/account/account-api';
import {
  ACCOUNT_DELETED_NOTICE,
  DELETE_CONFIRMATION,
  deleteAccountErrors,
  formMessage,
} from '../../features/account/account-forms';
import { keepNotice } from '../../features/account/route-notice';
import { ErrorBox } from '../../features/auth/auth-card';
import { announceAuthChange } from '../../features/auth/session';
import { errorsOfFailure } from '../../lib/form-errors';
import { AccountSection, CurrentPasswordField } from './account-section';

const dangerButton =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-5 py-3 text-base font-semibold text-white transition-colors hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:cursor-not-allowed disabled:opacity-60';

/** "Delete account": what goes and what stays, then the password (and code), a typed DELETE and the last button. */
export function DeleteAccountSection({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async () => {
    const found = deleteAccountErrors({ password, code, confirmation }, twoFactorEnabled);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await remove.mutateAsync({ password, ...(twoFactorEnabled ? { code: code.trim() } : {}) });
    } catch (error) {
      setErrors(errorsOfFailure(error));
      return;
    }
    // A new page load, not the router's navigation: nothing of the deleted account stays in this tab, and no page
    // still on screen can send its reader to sign in. The router commits a navigation to a page not loaded yet in a
    // transition, which clearing the session overtook on a loaded machine: /account sent its reader to /login, and
    // the notice went with the abandoned page. The next page shows the kept notice.
    keepNotice(ACCOUNT_DELETED_NOTICE);
    announceAuthChange();
    window.location.replace('/');
  };

  return (
    <AccountSection title="Delete account">
      <div className="mt-2 space-y-2 text-sm text-slate-700">
        <p>
          Deleting your account is immediate and cannot be undone. Your profile, teams and rosters, games, footage, box scores and
          share links are deleted at once, and you are signed out everywhere. Download your data first if you want to keep a copy.
        </p>
        <p>
          We keep the record of your purchases and your credit history for our accounts, without your name or e-mail address.
          Unused game credits are forfeited, as our terms say. We send a confirmation to your e-mail address.
        </p>
      </div>
      <form
        className="mt-4 space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <ErrorBox message={formMessage(errors)} />
        <CurrentPasswordField label="Your password" value={password} onChange={setPassword} error={errors.password} />
        {twoFactorEnabled && (
          <FormField label="Authenticator code or backup code" error={errors.code}>
            <input value={code} onChange={(event) => setCode(event.target.value)} autoComplete="one-time-code" />
          </FormField>
        )}
        <FormField label={`Type ${DELETE_CONFIRMATION} to confirm`} error={errors.confirmation}>
          <input
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        </FormField>
        <button type="submit" className={dangerButton} disabled={remove.isPending}>
          Delete my account
        </button>
      </form>
    </AccountSection>
  );
}
