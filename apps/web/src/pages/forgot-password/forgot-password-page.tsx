import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, resetPasswordSchema, resetRequestSchema, type ResetPasswordInput } from '@courtside/domain';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles';
import { FormField } from '../../components/ui/form-field';
import { Spinner } from '../../components/ui/spinner';
import { AuthError, authRequest } from '../../features/auth/auth-api';
import { AuthCard, ErrorBox } from '../../features/auth/auth-card';

/** The spec's pause before leaving for /login, after a reset or a lock-out. */
const REDIRECT_MS = 3000;

type Step = { name: 'email' } | { name: 'code'; email: string } | { name: 'done' } | { name: 'locked'; retryAt?: Date };

/** The spec's lock-out message, and when the address may ask for a code again (the server's answer). */
export function lockedMessage(retryAt: Date | undefined): string {
  if (!retryAt) return MESSAGES.maxAttempts;
  const time = retryAt.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
  return `${MESSAGES.maxAttempts} You can ask for a new code after ${time}.`;
}

export default function ForgotPasswordPage() {
  const [step, setStep] = useState<Step>({ name: 'email' });
  const navigate = useNavigate();

  useEffect(() => {
    if (step.name !== 'done' && step.name !== 'locked') return;
    const timer = setTimeout(() => void navigate('/login', { replace: true }), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [step.name, navigate]);

  if (step.name === 'done') {
    return (
      <AuthCard title="Password Reset Successful" subtitle="Your password has been changed. Taking you to sign in...">
        <p className="flex items-center gap-2 text-green-800" role="status">
          <CheckCircle2 className="size-6" aria-hidden="true" /> You can now sign in with your new password.
        </p>
        <Link to="/login" className={`${buttonStyles.primary} mt-6 w-full`}>
          Sign In
        </Link>
      </AuthCard>
    );
  }
  if (step.name === 'code') {
    return (
      <CodeStep
        email={step.email}
        onDone={() => setStep({ name: 'done' })}
        onLocked={(retryAt) => setStep({ name: 'locked', retryAt })}
        onRestart={() => setStep({ name: 'email' })}
      />
    );
  }
  return (
    <EmailStep
      locked={step.name === 'locked'}
      retryAt={step.name === 'locked' ? step.retryAt : undefined}
      onSent={(email) => setStep({ name: 'code', email })}
    />
  );
}

function EmailStep({ locked, retryAt, onSent }: { locked: boolean; retryAt: Date | undefined; onSent: (email: string) => void }) {
  const [failure, setFailure] = useState<string | null>(locked ? lockedMessage(retryAt) : null);
  const form = useForm<{ email: string }>({ resolver: zodResolver(resetRequestSchema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await authRequest('/email-otp/request-password-reset', { email });
      onSent(email);
    } catch (error) {
      // While the address's wrong codes are spent, no code is sent: one could not be used anyway.
      if (error instanceof AuthError && error.code === 'max_attempts') return setFailure(lockedMessage(error.retryAt));
      setFailure(error instanceof Error ? error.message : 'Something went wrong. Please try again later.');
    }
  });
  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the e-mail address of your account and we will send you a 6-digit code."
      footer={
        <Link to="/login" className="font-semibold text-brand-700 underline">
          Back to sign in
        </Link>
      }
    >
      <ErrorBox message={failure} />
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5" aria-label="Request a reset code">
        <FormField label="Email" error={errors.email?.message}>
          <input {...form.register('email')} type="email" autoComplete="email" />
        </FormField>
        <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={isSubmitting || locked}>
          {isSubmitting && <Spinner />}
          Send Reset Code
        </button>
      </form>
    </AuthCard>
  );
}

function CodeStep({
  email,
  onDone,
  onLocked,
  onRestart,
}: {
  email: string;
  onDone: () => void;
  onLocked: (retryAt: Date | undefined) => void;
  onRestart: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  const [locked, setLocked] = useState(false);
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { code: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await authRequest('/email-otp/reset-password', { email, otp: values.code, password: values.password });
      onDone();
    } catch (error) {
      if (error instanceof AuthError && error.code === 'max_attempts') {
        setLocked(true);
        setFailure(lockedMessage(error.retryAt));
        setTimeout(() => onLocked(error.retryAt), REDIRECT_MS);
        return;
      }
      if (error instanceof AuthError && error.attemptsLeft !== undefined) {
        setFailedAttempts((count) => count + 1);
        setAttemptsLeft(error.attemptsLeft);
      }
      setFailure(error instanceof Error ? error.message : 'Something went wrong. Please try again later.');
    }
  });

  return (
    <AuthCard
      title="Enter your reset code"
      subtitle={
        <>
          If an account exists for <strong>{email}</strong>, we have sent it a 6-digit code. It expires in 10 minutes.
        </>
      }
      footer={
        <button type="button" onClick={onRestart} className="font-semibold text-brand-700 underline">
          Use another e-mail address
        </button>
      }
    >
      <ErrorBox message={failure} />
      {failedAttempts > 0 && attemptsLeft !== null && !locked && (
        <p className="mb-4 text-sm text-slate-700" aria-live="polite" data-testid="attempts-left">
          {attemptsLeft} {attemptsLeft === 1 ? 'attempt' : 'attempts'} remaining
        </p>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5" aria-label="Reset password">
        <FormField label="Reset Code" error={errors.code?.message}>
          <input {...form.register('code')} autoComplete="one-time-code" inputMode="numeric" />
        </FormField>
        <FormField label="New Password" error={errors.password?.message}>
          <input {...form.register('password')} type="password" autoComplete="new-password" />
        </FormField>
        <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
          <input {...form.register('confirmPassword')} type="password" autoComplete="new-password" />
        </FormField>
        <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={isSubmitting || locked}>
          {isSubmitting && <Spinner />}
          Reset Password
        </button>
      </form>
    </AuthCard>
  );
}
