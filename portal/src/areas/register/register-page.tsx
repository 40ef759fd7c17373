import { Logo } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from '../../lib/use-session';
import { RegisterForm } from './register-form';

const linkClass = 'font-medium text-brand-700 hover:text-brand-800 hover:underline';

/** /register (public): a company applies for an account; the platform reviews it. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const [submitted, setSubmitted] = useState<string | null>(null);
  useDocumentTitle(t('register.title'));
  if (loggedIn) return <Navigate to="/" replace />;
  return (
    <div className="min-h-screen bg-slate-50">
      <div className="flex items-center justify-between px-6 py-5 sm:px-10">
        <Link to="/login" aria-label={t('register.toLogin')}>
          <Logo name={t('app.name')} />
        </Link>
        <LanguageSwitch />
      </div>
      <main className="flex justify-center px-4 pb-16">
        <div className="w-full max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          {submitted ? (
            <output data-testid="register-done" className="flex flex-col items-center py-6 text-center">
              <span className="flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
                <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" className="size-7">
                  <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </span>
              <h1 className="mt-4 text-xl font-semibold text-slate-900">{t('register.doneTitle')}</h1>
              <p className="mt-2 max-w-sm text-sm text-slate-600">{t('register.doneText', { loginName: submitted })}</p>
              <Link
                to="/login"
                className="mt-6 inline-flex h-10 items-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {t('register.toLogin')}
              </Link>
            </output>
          ) : (
            <>
              <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('register.title')}</h1>
              <p className="mt-2 mb-6 text-sm text-slate-500">{t('register.subtitle')}</p>
              <RegisterForm onDone={setSubmitted} />
              <p className="mt-6 text-center text-sm text-slate-500">
                {t('register.haveAccount')}{' '}
                <Link to="/login" className={linkClass}>
                  {t('register.toLogin')}
                </Link>
              </p>
            </>
          )}
        </div>
      </main>
    </div>
  );
}
