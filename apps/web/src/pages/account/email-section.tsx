import { useState } from 'react';
import { buttonStyles } from '../../components/ui/button-styles';
import { FormField } from '../../components/ui/form-field';
import { useConfirmEmailChange, useStartEmailChange } from '../../features/account/account-api';
import { codeDigits, emailChangeErrors, formMessage, refusedCodeOutcome } from '../../features/account/account-forms';
import { ErrorBox } from '../../features/auth/auth-card';
import { errorsOfFailure } from '../../lib/form-errors';
import { AccountSection, CurrentPasswordField } from './account-section';

type Step = { step: 'address' } | { step: 'code'; newEmail: string } | { step: 'done'; email: string };

/** "E-mail address": the current address, and a change confirmed by a code sent to the new one. */
export function EmailSection({ currentEmail }: { currentEmail: string }) {
  const [step, setStep] = useState<Step>({ step: 'address' });
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [resent, setResent] = useState(false);
  const start = useStartEmailChange();
  const confirm = useConfirmEmailChange();

  const sendCode = async (again: boolean) => {
    const found = emailChangeErrors({ newEmail, password }, currentEmail);
    setErrors(found);
    setResent(false);
    if (Object.keys(found).length > 0) return;
    try {
      const started = await start.mutateAsync({ newEmail: newEmail.trim(), password });
      setCode('');
      setResent(again);
      setStep({ step: 'code', newEmail: started.newEmail });
    } catch (error) {
      setErrors(errorsOfFailure(error));
      // A refusal of the address or password is fixed on the first step.
      setStep({ step: 'address' });
    }
  };

  const confirmCode = async () => {
    setResent(false);
    if (code.length !== 6) {
      setErrors({ code: 'Enter the 6-digit code' });
      return;
    }
    try {
      const { email } = await confirm.mutateAsync(code);
      setPassword('');
      setNewEmail('');
      setErrors({});
      setStep({ step: 'done', email });
    } catch (error) {
      const { restart, errors: failure } = refusedCodeOutcome(error);
      setErrors(failure);
      setCode('');
      if (restart) setStep({ step: 'address' });
    }
  };

  return (
    <AccountSection title="E-mail address" description={`You sign in with ${currentEmail}.`}>
      <div className="mt-4">
        <ErrorBox message={formMessage(errors)} />
        {step.step === 'done' && (
          <p role="status" className="mb-4 text-sm text-green-800">
            Your e-mail address is now {step.email}. Sign in with it from now on; we told your old address.
          </p>
        )}
        {step.step !== 'code' ? (
          <form
            className="space-y-4"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void sendCode(false);
            }}
          >
            <FormField label="New e-mail address" error={errors.newEmail}>
              <input type="email" value={newEmail} onChange={(event) => setNewEmail(event.target.value)} autoComplete="email" />
            </FormField>
            <CurrentPasswordField label="Your current password" value={password} onChange={setPassword} error={errors.password} />
            <button type="submit" className={buttonStyles.primary} disabled={start.isPending}>
              Send a code to the new address
            </button>
          </form>
        ) : (
          <form
            className="space-y-4"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void confirmCode();
            }}
          >
            <p className="text-sm text-slate-700">
              We sent a 6-digit code to <strong>{step.newEmail}</strong>. Enter it here within 15 minutes; after 3 wrong tries you
              will need a new code.
            </p>
            {resent && (
              <p role="status" className="text-sm text-green-800">
                We sent a new code.
              </p>
            )}
            <FormField label="Code from the e-mail" error={errors.code}>
              <input
                value={code}
                onChange={(event) => setCode(codeDigits(event.target.value))}
                inputMode="numeric"
                autoComplete="one-time-code"
              />
            </FormField>
            <div className="flex flex-wrap gap-3">
              <button type="submit" className={buttonStyles.primary} disabled={confirm.isPending}>
                Confirm new address
              </button>
              <button
                type="button"
                className={buttonStyles.outline}
                disabled={start.isPending}
                onClick={() => void sendCode(true)}
              >
                Send a new code
              </button>
              <button
                type="button"
                className={buttonStyles.outline}
                onClick={() => {
                  setErrors({});
                  setStep({ step: 'address' });
                }}
              >
                Use another address
              </button>
            </div>
          </form>
        )}
      </div>
    </AccountSection>
  );
}
