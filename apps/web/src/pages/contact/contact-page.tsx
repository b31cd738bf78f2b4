import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, contactMessageSchema, type ContactMessageInput } from '@courtside/domain';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, Mail, MapPin } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { PageHeader } from '../../components/layout/page-header';
import { Spinner } from '../../components/ui/spinner';
import { buttonStyles } from '../../components/ui/button-styles';
import { ApiError, api, unwrap } from '../../lib/api';

export const SUPPORT_ADDRESS = 'support@courtside.com.au';
const LOCATION_URL = 'https://www.openstreetmap.org/search?query=Melbourne%2C%20Victoria%2C%20Australia';
const FIELDS = ['name', 'email', 'subject', 'message'] as const;

async function sendContactMessage(body: ContactMessageInput) {
  return unwrap(await api.POST('/api/contact', { body }));
}

/** The error the form shows: the server's own words for a rate limit, the spec's text otherwise. */
function failureMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 429 ? error.message : MESSAGES.contactError;
}

export default function ContactPage() {
  const form = useForm<ContactMessageInput>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { name: '', email: '', subject: '', message: '' },
  });
  const { errors } = form.formState;
  const send = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => form.reset(),
    onError: (error) => {
      if (error instanceof ApiError) {
        for (const field of FIELDS) {
          const message = error.fields[field];
          if (message) form.setError(field, { message });
        }
      }
    },
  });

  const inputClass = (invalid: boolean) =>
    `mt-1 block w-full rounded-lg border px-3 py-2.5 text-base focus:outline-none focus-visible:outline-2 ${
      invalid ? 'border-red-600' : 'border-slate-300 focus:border-brand-700'
    }`;
  const fieldError = (field: (typeof FIELDS)[number]) => {
    const message = errors[field]?.message;
    return (
      message && (
        <p id={`${field}-error`} className="mt-1 text-sm text-red-700">
          {message}
        </p>
      )
    );
  };
  const describe = (field: (typeof FIELDS)[number]) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${field}-error` } : {};

  return (
    <>
      <PageHeader eyebrow="Contact" title="Talk to us">
        Questions about your games, packages for a club or league, or anything else: we answer 7 days a week, usually within 24
        hours.
      </PageHeader>

      <section className="px-4 py-16">
        <div className="mx-auto grid max-w-5xl gap-12 md:grid-cols-5">
          <aside className="space-y-6 md:col-span-2">
            <h2 className="text-xl font-bold text-slate-900">Get in touch</h2>
            <p className="flex gap-3">
              <Mail className="size-6 shrink-0 text-brand-700" aria-hidden="true" />
              <span>
                <span className="block font-semibold text-slate-900">E-mail</span>
                <a href={`mailto:${SUPPORT_ADDRESS}`} className="text-brand-700 underline">
                  {SUPPORT_ADDRESS}
                </a>
              </span>
            </p>
            <p className="flex gap-3">
              <MapPin className="size-6 shrink-0 text-brand-700" aria-hidden="true" />
              <span>
                <span className="block font-semibold text-slate-900">Location</span>
                <a href={LOCATION_URL} target="_blank" rel="noreferrer" className="text-brand-700 underline">
                  Melbourne, Victoria, Australia
                </a>
              </span>
            </p>
          </aside>

          <form
            className="space-y-5 md:col-span-3"
            noValidate
            onSubmit={(event) => void form.handleSubmit((values) => send.mutate(values))(event)}
            aria-label="Contact form"
          >
            <div className="grid gap-5 sm:grid-cols-2">
              <label className="block">
                <span className="font-medium text-slate-900">Name</span>
                <input
                  {...form.register('name')}
                  autoComplete="name"
                  required
                  className={inputClass(!!errors.name)}
                  {...describe('name')}
                />
                {fieldError('name')}
              </label>
              <label className="block">
                <span className="font-medium text-slate-900">Email</span>
                <input
                  {...form.register('email')}
                  type="email"
                  autoComplete="email"
                  required
                  className={inputClass(!!errors.email)}
                  {...describe('email')}
                />
                {fieldError('email')}
              </label>
            </div>
            <label className="block">
              <span className="font-medium text-slate-900">Subject</span>
              <input {...form.register('subject')} required className={inputClass(!!errors.subject)} {...describe('subject')} />
              {fieldError('subject')}
            </label>
            <label className="block">
              <span className="font-medium text-slate-900">Message</span>
              <textarea
                {...form.register('message')}
                rows={6}
                required
                className={inputClass(!!errors.message)}
                {...describe('message')}
              />
              {fieldError('message')}
            </label>

            <div aria-live="polite">
              {send.isSuccess && (
                <p className="flex items-center gap-2 rounded-lg bg-green-50 p-3 text-green-800" role="status">
                  <CheckCircle2 className="size-5" aria-hidden="true" />
                  {MESSAGES.contactSuccess}
                </p>
              )}
              {send.isError && (
                <p className="rounded-lg bg-red-50 p-3 text-red-800" role="alert">
                  {failureMessage(send.error)}
                </p>
              )}
            </div>

            <button type="submit" className={buttonStyles.primary} disabled={send.isPending}>
              {send.isPending && <Spinner />}
              {send.isPending ? 'Sending...' : 'Send Message'}
            </button>
          </form>
        </div>
      </section>
    </>
  );
}
