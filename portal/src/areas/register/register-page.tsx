import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { PublicDone, PublicPage } from '../../components/public-page';
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
    <PublicPage homeLabel={t('register.toLogin')}>
      {submitted ? (
        <PublicDone
          testId="register-done"
          title={t('register.doneTitle')}
          text={t('register.doneText', { loginName: submitted })}
        >
          <Link
            to="/login"
            className="mt-6 inline-flex h-10 items-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t('register.toLogin')}
          </Link>
        </PublicDone>
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
    </PublicPage>
  );
}
