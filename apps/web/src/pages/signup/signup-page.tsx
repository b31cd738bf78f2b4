import { zodResolver } from '@hookform/resolvers/zod';
import { signUpSchema, type SignUpInput } from '@courtside/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles';
import { FormField } from '../../components/ui/form-field';
import { Spinner } from '../../components/ui/spinner';
import { authRequest } from '../../features/auth/auth-api';
import { AuthCard, ErrorBox, safeReturnPath } from '../../features/auth/auth-card';
import { announceAuthChange, meQuery } from '../../features/auth/session';

export default function SignupPage() {
  const navigate = useNavigate();
  // An invitation's link sends here with where to come back to (`from`) and the address it was sent to (`email`).
  const [params] = useSearchParams();
  const from = params.get('from');
  const loginLink = from ? `/login?${new URLSearchParams({ from }).toString()}` : '/login';
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  /** The address of a sign-up that signed nobody in (it already has an account, and its owner was e-mailed). */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: {
      fullName: '',
      email: params.get('email') ?? '',
      organization: '',
      password: '',
      confirmPassword: '',
      agreeToTerms: false,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await authRequest<{ user?: unknown }>('/sign-up/email', {
        name: values.fullName,
        email: values.email,
        password: values.password,
        ...(values.organization ? { organization: values.organization } : {}),
      });
      if (!result.user) throw new Error('No user data returned from signup');
      const me = await queryClient.query({ ...meQuery, staleTime: 0 });
      if (!me) return setSentTo(values.email);
      announceAuthChange();
      await navigate(safeReturnPath(from, '/upload'), { replace: true });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Something went wrong. Please try again later.');
    }
  });

  if (sentTo) {
    return (
      <AuthCard
        title="Check your inbox"
        subtitle={
          <>
            We have sent an e-mail to <strong>{sentTo}</strong>.
          </>
        }
      >
        <p className="text-slate-700" role="status">
          It tells you how to sign in. Already have an account with this address?{' '}
          <Link to={loginLink} className="font-semibold text-brand-700 underline">
            Sign in
          </Link>{' '}
          or{' '}
          <Link to="/forgot-password" className="font-semibold text-brand-700 underline">
            reset your password
          </Link>
          .
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create your account"
      subtitle="Upload your first game in minutes. No app required."
      footer={
        <>
          Already have an account?{' '}
          <Link to={loginLink} className="font-semibold text-brand-700 underline">
            Sign in
          </Link>
        </>
      }
    >
      <ErrorBox message={failure} />
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4" aria-label="Sign up">
        <FormField label="Full Name" error={errors.fullName?.message}>
          <input {...form.register('fullName')} autoComplete="name" />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <input {...form.register('email')} type="email" autoComplete="email" />
        </FormField>
        <FormField label="Organization (Optional)" error={errors.organization?.message}>
          <input {...form.register('organization')} autoComplete="organization" />
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          <input {...form.register('password')} type="password" autoComplete="new-password" />
        </FormField>
        <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
          <input {...form.register('confirmPassword')} type="password" autoComplete="new-password" />
        </FormField>
        <div>
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              {...form.register('agreeToTerms')}
              className="mt-0.5 size-4 accent-brand-700"
              aria-invalid={!!errors.agreeToTerms}
              aria-describedby={errors.agreeToTerms ? 'terms-error' : undefined}
            />
            <span>
              I agree to the{' '}
              <Link to="/terms" className="font-semibold text-brand-700 underline">
                Terms of Service
              </Link>{' '}
              and the{' '}
              <Link to="/privacy" className="font-semibold text-brand-700 underline">
                Privacy Policy
              </Link>
            </span>
          </label>
          {errors.agreeToTerms?.message && (
            <p id="terms-error" className="mt-1 text-sm text-red-700">
              {errors.agreeToTerms.message}
            </p>
          )}
        </div>
        <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={isSubmitting}>
          {isSubmitting && <Spinner />}
          {isSubmitting ? 'Creating account...' : 'Create Account'}
        </button>
      </form>
    </AuthCard>
  );
}
