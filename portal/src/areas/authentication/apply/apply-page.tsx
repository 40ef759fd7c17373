import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PublicDone, PublicPage } from '../../../components/public-page';
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
    <PublicPage homeLabel={t(p('toLogin'))} wide>
      {submitted ? (
        <PublicDone testId="apply-done" title={t(p('doneTitle'))} text={t(p('doneText'), { id: submitted })}>
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
        </PublicDone>
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
    </PublicPage>
  );
}
