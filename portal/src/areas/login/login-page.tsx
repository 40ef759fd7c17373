import { Logo } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from '../../lib/use-session';
import { BrandPanel } from './brand-panel';
import { LoginForm } from './login-form';

/** /login: a split layout, the brand on the left and the sign-in form on the right. */
export default function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { loggedIn } = useSession();
  useDocumentTitle(t('login.title'));
  if (loggedIn) return <Navigate to="/" replace />;
  const expired = params.get('status') === '20003';
  return (
    <div className="grid min-h-screen bg-white lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
      <BrandPanel />
      <div className="flex min-h-screen flex-col">
        <div className="flex items-center justify-between px-6 py-5 sm:px-10">
          <Logo name={t('app.name')} className="lg:invisible" />
          <LanguageSwitch />
        </div>
        <main className="flex flex-1 items-center justify-center px-6 pb-16 sm:px-10">
          <div className="w-full max-w-sm">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('login.title')}</h1>
            <p className="mt-2 mb-8 text-sm text-slate-500">{t('login.subtitle')}</p>
            {expired && (
              <output
                data-testid="login-expired"
                className="mb-5 block rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-800"
              >
                {t('session.expired')}
              </output>
            )}
            <LoginForm />
            <p className="mt-6 text-center text-sm text-slate-500">
              {t('register.noAccount')}{' '}
              <Link
                to="/register"
                data-testid="register-link"
                className="font-medium text-brand-700 hover:text-brand-800 hover:underline"
              >
                {t('register.apply')}
              </Link>
            </p>
          </div>
        </main>
        <p className="px-6 pb-6 text-center text-xs text-slate-400 sm:px-10">
          © {new Date().getFullYear()} {t('app.name')}
        </p>
      </div>
    </div>
  );
}
