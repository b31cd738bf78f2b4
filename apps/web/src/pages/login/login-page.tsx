import { zodResolver } from '@hookform/resolvers/zod';
import { signInSchema, type SignInInput } from '@courtside/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles';
import { FormField } from '../../components/ui/form-field';
import { Spinner } from '../../components/ui/spinner';
import { authRequest } from '../../features/auth/auth-api';
import { AuthCard, ErrorBox, safeReturnPath } from '../../features/auth/auth-card';
import { announceAuthChange, meQuery } from '../../features/auth/session';

export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const { errors, isSubmitting } = form.formState;
  const from = params.get('from');
  // Whoever was sent here to come back somewhere (an invitation) comes back there after signing up too.
  const signupLink = from ? `/signup?${new URLSearchParams({ from }).toString()}` : '/signup';

  const finish = async () => {
    await queryClient.query({ ...meQuery, staleTime: 0 });
    announceAuthChange();
    await navigate(safeReturnPath(from), { replace: true });
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await authRequest<{ twoFactorRedirect?: boolean }>('/sign-in/email', {
        email: values.email,
        password: values.password,
        rememberMe: values.rememberMe,
      });
      if (result.twoFactorRedirect) setNeedsCode(true);
      else await finish();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Something went wrong. Please try again later.');
    }
  });

  if (needsCode) return <TwoFactorStep onDone={finish} />;

  return (
    <AuthCard
      title="Sign in to Courtside"
      subtitle="Welcome back. Your games and box scores are waiting."
      footer={
        <>
          New to Courtside?{' '}
          <Link to={signupLink} className="font-semibold text-brand-700 underline">
            Create an account
          </Link>
        </>
      }
    >
      <ErrorBox message={failure} />
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5" aria-label="Sign in">
        <FormField label="Email" error={errors.email?.message}>
          <input {...form.register('email')} type="email" autoComplete="email" />
        </FormField>
        <div className="relative">
          <FormField label="Password" error={errors.password?.message}>
            <input {...form.register('password')} type={showPassword ? 'text' : 'password'} autoComplete="current-password" />
          </FormField>
          <button
            type="button"
            onClick={() => setShowPassword((shown) => !shown)}
            aria-label={showPassword ? 'Hide password' : 'Show password'}
            aria-pressed={showPassword}
            className="absolute top-8 right-2 rounded p-2 text-slate-600 hover:text-slate-900"
          >
            {showPassword ? <EyeOff className="size-5" aria-hidden="true" /> : <Eye className="size-5" aria-hidden="true" />}
          </button>
        </div>
        <div className="flex items-center justify-between text-sm">
          <label className="flex items-center gap-2 text-slate-700">
            <input type="checkbox" {...form.register('rememberMe')} className="size-4 accent-brand-700" />
            Remember me
          </label>
          <Link to="/forgot-password" className="font-semibold text-brand-700 underline">
            Forgot password?
          </Link>
        </div>
        <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={isSubmitting}>
          {isSubmitting && <Spinner />}
          {isSubmitting ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
    </AuthCard>
  );
}

/** The second step when two-factor authentication is on: a code from the app, or a backup code. */
function TwoFactorStep({ onDone }: { onDone: () => Promise<void> }) {
  const [code, setCode] = useState('');
  const [useBackup, setUseBackup] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setFailure(null);
    setBusy(true);
    try {
      await authRequest(useBackup ? '/two-factor/verify-backup-code' : '/two-factor/verify-totp', { code: code.trim() });
      await onDone();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Invalid code');
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Two-factor authentication"
      subtitle={useBackup ? 'Enter one of your backup codes.' : 'Enter the 6-digit code from your authenticator app.'}
    >
      <ErrorBox message={failure} />
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormField label={useBackup ? 'Backup code' : 'Authentication code'}>
          <input
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            inputMode={useBackup ? 'text' : 'numeric'}
            autoFocus
          />
        </FormField>
        <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={busy || code.trim().length === 0}>
          {busy && <Spinner />}
          Verify
        </button>
        <button
          type="button"
          className="text-sm font-semibold text-brand-700 underline"
          onClick={() => setUseBackup((backup) => !backup)}
        >
          {useBackup ? 'Use a code from your app instead' : 'Use a backup code instead'}
        </button>
      </form>
    </AuthCard>
  );
}
