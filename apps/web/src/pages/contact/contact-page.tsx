import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, contactMessageSchema, type ContactMessageInput } from '@courtside/domain';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, Mail, MapPin } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { PageHeader } from '../../components/layout/page-header';
import { FormField } from '../../components/ui/form-field';
import { Spinner } from '../../components/ui/spinner';
import { buttonStyles } from '../../components/ui/button-styles';
import { api, unwrap } from '../../lib/api';
import { ApiError } from '../../lib/api-error';

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
              <FormField label="Name" error={errors.name?.message}>
                <input {...form.register('name')} autoComplete="name" required />
              </FormField>
              <FormField label="Email" error={errors.email?.message}>
                <input {...form.register('email')} type="email" autoComplete="email" required />
              </FormField>
            </div>
            <FormField label="Subject" error={errors.subject?.message}>
              <input {...form.register('subject')} required />
            </FormField>
            <FormField label="Message" error={errors.message?.message}>
              <textarea {...form.register('message')} rows={6} required />
            </FormField>

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
