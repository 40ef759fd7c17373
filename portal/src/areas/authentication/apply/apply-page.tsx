import { Logo } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ApplyForm } from './apply-form';

const p = (key: string) => `authentication.apply.${key}`;

/**
 * /authentication/apply/:enterpriseCustomerId? (public, no sign-in): an enterprise applies for its
 * real-name authentication; with an enterprise id (an invitation link) the application is for that
 * existing enterprise. The page answers only the application reference: it never reads an application.
 */
export default function ApplyPage() {
  const { t } = useTranslation('authentication');
  const { enterpriseCustomerId } = useParams();
  const [submitted, setSubmitted] = useState<string | null>(null);
  // A new form (and captcha) after "file another application".
  const [round, setRound] = useState(0);
  useDocumentTitle(t(p('title')));
  return (
    <div className="min-h-screen bg-slate-50">
      <div className="flex items-center justify-between px-6 py-5 sm:px-10">
        <Link to="/login" aria-label={t(p('toLogin'))}>
          <Logo name={t('app.name')} />
        </Link>
        <LanguageSwitch />
      </div>
      <main className="flex justify-center px-4 pb-16">
        <div className="w-full max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          {submitted ? (
            <output data-testid="apply-done" className="flex flex-col items-center py-6 text-center">
              <span className="flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
                <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" className="size-7">
                  <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </span>
              <h1 className="mt-4 text-xl font-semibold text-slate-900">{t(p('doneTitle'))}</h1>
              <p className="mt-2 max-w-md text-sm text-slate-600">{t(p('doneText'), { id: submitted })}</p>
              <code className="mt-3 rounded bg-slate-100 px-2 py-1 font-mono text-sm" data-testid="apply-reference">
                {submitted}
              </code>
              <div className="mt-6 flex gap-3">
                <button
                  type="button"
                  className="inline-flex h-10 items-center rounded-lg border border-slate-300 px-4 text-sm font-medium text-slate-700 hover:bg-slate-50"
                  onClick={() => {
                    setSubmitted(null);
                    setRound((r) => r + 1);
                  }}
                >
                  {t(p('another'))}
                </button>
                <Link
                  to="/login"
                  className="inline-flex h-10 items-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white shadow-sm hover:bg-brand-700"
                >
                  {t(p('toLogin'))}
                </Link>
              </div>
            </output>
          ) : (
            <>
              <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t(p('title'))}</h1>
              <p className="mt-2 text-sm text-slate-500">{t(p('subtitle'))}</p>
              {enterpriseCustomerId && (
                <p className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800" data-testid="apply-for-enterprise">
                  {t(p('forEnterprise'), { id: enterpriseCustomerId })}
                </p>
              )}
              <div className="mt-6">
                <ApplyForm key={round} enterpriseCustomerId={enterpriseCustomerId} onDone={setSubmitted} />
              </div>
            </>
          )}
        </div>
      </main>
    </div>
  );
}
