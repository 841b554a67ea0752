/**
 * /support (consumer §2; open, no redirect): mail and phone links as configured, and the chat: the
 * third-party widget when SUPPORT_WIDGET_URL is set, otherwise our own: the signed-in user's
 * support chat, or for a visitor a short form whose message lands in the staff inbox and is
 * answered by e-mail (decision 033).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Mail, Phone, Send } from 'lucide-react';
import { calls, localeOr } from '@tt/contract';
import { useAuth } from '../../lib/auth';
import { ApiError } from '../../lib/api/client';
import { errorText } from '../../lib/api/error-text';
import { Form, FormField, FormTextarea, useSchemaForm } from '../../components/Form';
import { Preloader } from '../../components/Preloader';
import { StatusIcon } from '../../components/StatusIcon';
import { useSupportContacts } from './api/support-contacts';
import { useSendVisitorMessage } from './api/send-visitor-message';
import { SupportChatPage } from './SupportChatPage';

/** Loads the widget's script once; the CSP allows its origin only when configured (security-headers.ts). */
function SupportWidget({ src }: { src: string }) {
  useEffect(() => {
    if (document.querySelector(`script[data-support-widget]`)) return;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.supportWidget = 'true';
    document.body.appendChild(script);
  }, [src]);
  return <div id="support-widget" className="support-widget" data-testid="support-widget" />;
}

/** The visitor's message, checked as the server checks it. */
const VisitorMessageForm = calls['support/visitor/send'].input.pick({ email: true, text: true });

function VisitorForm() {
  const { t, i18n } = useTranslation();
  const send = useSendVisitorMessage();
  const form = useSchemaForm(VisitorMessageForm, { email: '', text: '' });
  const [email, text] = form.watch(['email', 'text']);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const fieldError = (field: string) => {
    const err = send.error;
    if (!(err instanceof ApiError)) return undefined;
    const found = err.errors.find((e) => e.field === field);
    return found ? t(found.key, { label: t(`support.form.${field}`), defaultValue: found.message }) : undefined;
  };
  // refused fields are told under each field; any other failure at the form's end
  const refusedFields = send.error instanceof ApiError && send.error.errors.length > 0;

  const submit = (values: { email: string; text: string }) =>
    send.mutate(
      { ...values, locale: localeOr(i18n.language.slice(0, 2)) },
      {
        onSuccess: () => {
          setSentTo(values.email);
          form.resetField('text');
        },
      },
    );

  if (sentTo)
    return (
      <div className="support-sent" role="status">
        <StatusIcon kind="success" size={28} />
        <p>{t('support.form.sent', { email: sentTo })}</p>
        <button type="button" className="button button--ghost" onClick={() => setSentTo(null)}>
          {t('support.form.another')}
        </button>
      </div>
    );
  return (
    <Form form={form} onSubmit={submit} className="support-form" failure={refusedFields ? null : send.error}>
      <p>{t('support.form.intro')}</p>
      <FormField
        name="email"
        label={t('support.form.email')}
        type="email"
        autoComplete="email"
        error={fieldError('email')}
      />
      <FormTextarea id="support-text" name="text" label={t('support.form.text')} rows={5} error={fieldError('text')} />
      <button type="submit" className="button" disabled={send.isPending || !email.trim() || !text.trim()}>
        <Send size={18} aria-hidden /> {t('support.form.send')}
      </button>
    </Form>
  );
}

export function SupportPage() {
  const { t } = useTranslation();
  const { status } = useAuth();
  const contacts = useSupportContacts();
  const info = contacts.data;

  let chat;
  if (!info || status === 'unknown' || status === 'loggingIn') chat = <Preloader />;
  else if (info.widgetUrl) chat = <SupportWidget src={info.widgetUrl} />;
  else if (status === 'in') chat = <SupportChatPage />;
  else chat = <VisitorForm />;

  return (
    <section className="card support-page">
      <h1>{t('support.title')}</h1>
      <p>{t('support.text')}</p>
      {(info?.email || info?.phone) && (
        <ul className="support-contacts">
          {info.email && (
            <li>
              <a href={`mailto:${info.email}`} className="button button--ghost">
                <Mail size={18} aria-hidden /> {info.email}
              </a>
            </li>
          )}
          {info.phone && (
            <li>
              <a href={`tel:${info.phone.replace(/[^\d+]/g, '')}`} className="button button--ghost">
                <Phone size={18} aria-hidden /> {info.phone}
              </a>
            </li>
          )}
        </ul>
      )}
      {contacts.error ? (
        <p role="alert">{errorText(t, contacts.error)}</p>
      ) : (
        <div className="support-page__chat">{chat}</div>
      )}
    </section>
  );
}
