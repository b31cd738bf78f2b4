import { useId, type ReactNode } from 'react';
import { buttonStyles } from '../../components/ui/button-styles';
import { FormField } from '../../components/ui/form-field';

/** One bordered section of the account page, with its heading. */
export function AccountSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="rounded-2xl border border-slate-200 p-6" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      {children}
    </section>
  );
}

/** A form's submit button with the confirmation it earned beside it. */
export function SubmitRow({ label, busy, success }: { label: string; busy: boolean; success: string | null }) {
  return (
    <div className="flex items-center gap-3">
      <button type="submit" className={buttonStyles.primary} disabled={busy}>
        {label}
      </button>
      {success && (
        <p role="status" className="text-sm text-green-800">
          {success}
        </p>
      )}
    </div>
  );
}

/** The password the user has now, asked again before a change to the account. */
export function CurrentPasswordField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  return (
    <FormField label={label} error={error}>
      <input type="password" value={value} onChange={(event) => onChange(event.target.value)} autoComplete="current-password" />
    </FormField>
  );
}
