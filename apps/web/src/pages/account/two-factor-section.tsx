import { useQueryClient } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useState } from 'react';
import { buttonStyles } from '../../components/ui/button-styles';
import { FormField } from '../../components/ui/form-field';
import { authRequest } from '../../features/auth/auth-api';
import { ErrorBox } from '../../features/auth/auth-card';
import { meQuery } from '../../features/auth/session';
import { AccountSection, CurrentPasswordField } from './account-section';

type State =
  | { step: 'idle' }
  | { step: 'password'; action: 'enable' | 'disable' }
  | { step: 'scan'; qr: string; secret: string; backupCodes: string[] }
  | { step: 'backup-codes'; backupCodes: string[] };

const errorText = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Please try again later.');

/** Turn TOTP two-factor authentication on (scan, confirm a code, keep the backup codes) or off. */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ step: 'idle' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setFailure(null);
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const confirmPassword = (action: 'enable' | 'disable') =>
    run(async () => {
      if (action === 'disable') {
        await authRequest('/two-factor/disable', { password });
        await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
        setState({ step: 'idle' });
      } else {
        const { totpURI, backupCodes } = await authRequest<{ totpURI: string; backupCodes: string[] }>('/two-factor/enable', {
          password,
        });
        const secret = new URL(totpURI).searchParams.get('secret') ?? '';
        setState({ step: 'scan', qr: await QRCode.toDataURL(totpURI, { margin: 1, width: 200 }), secret, backupCodes });
      }
      setPassword('');
    });

  const verify = (backupCodes: string[]) =>
    run(async () => {
      await authRequest('/two-factor/verify-totp', { code: code.trim() });
      setCode('');
      await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
      setState({ step: 'backup-codes', backupCodes });
    });

  return (
    <AccountSection
      title="Two-factor authentication"
      description={
        enabled
          ? 'On: signing in asks for a code from your authenticator app (or a backup code).'
          : 'Off: add a code from an authenticator app to every sign-in.'
      }
    >
      <div className="mt-4">
        <ErrorBox message={failure} />
        {state.step === 'idle' && (
          <button
            type="button"
            className={enabled ? buttonStyles.outline : buttonStyles.primary}
            onClick={() => setState({ step: 'password', action: enabled ? 'disable' : 'enable' })}
          >
            {enabled ? 'Disable two-factor authentication' : 'Enable two-factor authentication'}
          </button>
        )}
        {state.step === 'password' && (
          <form
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              void confirmPassword(state.action);
            }}
          >
            <CurrentPasswordField label="Current password" value={password} onChange={setPassword} />
            <div className="flex gap-3">
              <button type="submit" className={buttonStyles.primary} disabled={busy || !password}>
                Continue
              </button>
              <button type="button" className={buttonStyles.outline} onClick={() => setState({ step: 'idle' })}>
                Cancel
              </button>
            </div>
          </form>
        )}
        {state.step === 'scan' && (
          <form
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              void verify(state.backupCodes);
            }}
          >
            <p className="text-sm text-slate-700">
              Scan this code with your authenticator app, then enter the 6-digit code it shows.
            </p>
            <img src={state.qr} alt="QR code for your authenticator app" className="size-48 rounded border border-slate-200" />
            <p className="text-sm text-slate-600">
              Can&apos;t scan? Enter this key:{' '}
              <code data-testid="totp-secret" className="font-mono break-all text-slate-900">
                {state.secret}
              </code>
            </p>
            <FormField label="Verification code">
              <input
                value={code}
                onChange={(event) => setCode(event.target.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
              />
            </FormField>
            <button type="submit" className={buttonStyles.primary} disabled={busy || code.trim().length < 6}>
              Verify and turn on
            </button>
          </form>
        )}
        {state.step === 'backup-codes' && (
          <div>
            <p className="font-semibold text-green-800" role="status">
              Two-factor authentication is on.
            </p>
            <p className="mt-2 text-sm text-slate-700">
              Keep these backup codes somewhere safe. Each works once if you lose your phone. They are shown only now.
            </p>
            <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm" data-testid="backup-codes">
              {state.backupCodes.map((backupCode) => (
                <li key={backupCode} className="rounded bg-slate-100 px-2 py-1">
                  {backupCode}
                </li>
              ))}
            </ul>
            <button type="button" className={`${buttonStyles.primary} mt-4`} onClick={() => setState({ step: 'idle' })}>
              I have saved my backup codes
            </button>
          </div>
        )}
      </div>
    </AccountSection>
  );
}
