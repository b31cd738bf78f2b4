import { ADMIN_REASON_LIMITS } from '@courtside/domain';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { FormField } from '../../components/ui/form-field';

/** A back-office form control under its label; `children` renders the control with the id the label points at. */
export function LabelledField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** A labelled <select> in the back office's compact look; the options are its children. */
export function SelectField({
  label,
  children,
  ...select
}: { label: string; children: ReactNode } & Omit<ComponentProps<'select'>, 'id' | 'className' | 'children'>) {
  return (
    <LabelledField label={label}>
      {(id) => (
        <select id={id} className="mt-1 rounded-md border border-slate-300 bg-white px-3 py-2" {...select}>
          {children}
        </select>
      )}
    </LabelledField>
  );
}

/** The reason an admin must give for a change to a customer's account, kept with the change and in the audit log. */
export function AdminReasonField({
  label,
  value,
  onChange,
  disabled,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  error: string | undefined;
}) {
  return (
    <FormField label={label} error={error}>
      <textarea
        rows={2}
        maxLength={ADMIN_REASON_LIMITS.max}
        required
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
