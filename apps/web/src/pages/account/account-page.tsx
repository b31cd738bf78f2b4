import { PASSWORD_MIN_LENGTH } from '@courtside/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { PageHeader } from '../../components/layout/page-header';
import { FormField } from '../../components/ui/form-field';
import { authRequest } from '../../features/auth/auth-api';
import { ErrorBox } from '../../features/auth/auth-card';
import type { Me } from '../../features/auth/auth-api';
import { meQuery, useMe } from '../../features/auth/session';
import { AccountSection, CurrentPasswordField, SubmitRow } from './account-section';
import { DataSection } from './data-section';
import { DeleteAccountSection } from './delete-account-section';
import { EmailSection } from './email-section';
import { TwoFactorSection } from './two-factor-section';

export default function AccountPage() {
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <>
      <PageHeader eyebrow="Account" title="Your account">
        {me.user.email}
      </PageHeader>
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-12">
        <ProfileSection me={me} />
        <EmailSection currentEmail={me.user.email} />
        <PasswordSection />
        <TwoFactorSection enabled={me.user.twoFactorEnabled} />
        <DataSection />
        <DeleteAccountSection twoFactorEnabled={me.user.twoFactorEnabled} />
      </div>
    </>
  );
}

function useFormAction() {
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = (work: () => Promise<string>) => async (event: SyntheticEvent) => {
    event.preventDefault();
    setFailure(null);
    setSuccess(null);
    setBusy(true);
    try {
      setSuccess(await work());
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Something went wrong. Please try again later.');
    } finally {
      setBusy(false);
    }
  };
  return { failure, success, busy, run };
}

function ProfileSection({ me }: { me: Me }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(me.user.name);
  const [organization, setOrganization] = useState(me.profile?.organization ?? '');
  const { failure, success, busy, run } = useFormAction();
  const save = run(async () => {
    if (!name.trim()) throw new Error('Full name is required');
    await authRequest('/update-user', { name: name.trim(), organization: organization.trim() || null });
    await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    return 'Saved.';
  });
  return (
    <AccountSection title="Profile">
      <form className="mt-4 space-y-4" onSubmit={(event) => void save(event)}>
        <ErrorBox message={failure} />
        <FormField label="Full Name">
          <input value={name} onChange={(event) => setName(event.target.value)} autoComplete="name" />
        </FormField>
        <FormField label="Organization (Optional)">
          <input value={organization} onChange={(event) => setOrganization(event.target.value)} autoComplete="organization" />
        </FormField>
        <SubmitRow label="Save" busy={busy} success={success} />
      </form>
    </AccountSection>
  );
}

function PasswordSection() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const { failure, success, busy, run } = useFormAction();
  const change = run(async () => {
    if (!current) throw new Error('Current password is required');
    if (next.length < PASSWORD_MIN_LENGTH) throw new Error('Password must be at least 8 characters');
    if (next !== confirm) throw new Error('Passwords do not match');
    await authRequest('/change-password', { currentPassword: current, newPassword: next, revokeOtherSessions: true });
    setCurrent('');
    setNext('');
    setConfirm('');
    return 'Password changed. Your other sessions have been signed out.';
  });
  return (
    <AccountSection title="Change password">
      <form className="mt-4 space-y-4" onSubmit={(event) => void change(event)}>
        <ErrorBox message={failure} />
        <CurrentPasswordField label="Current Password" value={current} onChange={setCurrent} />
        <FormField label="New Password">
          <input type="password" value={next} onChange={(event) => setNext(event.target.value)} autoComplete="new-password" />
        </FormField>
        <FormField label="Confirm New Password">
          <input
            type="password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            autoComplete="new-password"
          />
        </FormField>
        <SubmitRow label="Change Password" busy={busy} success={success} />
      </form>
    </AccountSection>
  );
}
