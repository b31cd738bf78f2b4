import { cloneElement, useId, type ReactElement } from 'react';

interface FieldControlProps {
  id?: string;
  className?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A labelled form control with its error message under it. The control (an <input> or <textarea>) gets
 * its id, its look and, when there is an error, aria-invalid and aria-describedby pointing at the message.
 */
export function FormField({
  label,
  error,
  children,
}: {
  label: string;
  error?: string | undefined;
  children: ReactElement<FieldControlProps>;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const control = cloneElement(children, {
    id,
    className: `mt-1 block w-full rounded-lg border px-3 py-2.5 text-base focus:outline-none focus-visible:outline-2 ${
      error ? 'border-red-600' : 'border-slate-300 focus:border-brand-700'
    }`,
    ...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}),
  });
  return (
    <div>
      <label htmlFor={id} className="font-medium text-slate-900">
        {label}
      </label>
      {control}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
