import { Logo } from '@cmp/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from './language-switch';

/**
 * The frame of a page anyone may open without signing in (/register, the enterprise real-name apply
 * page): the logo back to sign-in, the language switch, and the page's card.
 */
export function PublicPage({ homeLabel, wide, children }: { homeLabel: string; wide?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="min-h-screen bg-slate-50">
      <div className="flex items-center justify-between px-6 py-5 sm:px-10">
        <Link to="/login" aria-label={homeLabel}>
          <Logo name={t('app.name')} />
        </Link>
        <LanguageSwitch />
      </div>
      <main className="flex justify-center px-4 pb-16">
        <div
          className={`w-full ${wide ? 'max-w-2xl' : 'max-w-xl'} rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8`}
        >
          {children}
        </div>
      </main>
    </div>
  );
}

/** What a public form shows once it was sent: a check mark, a title, and what happens next. */
export function PublicDone({
  title,
  text,
  testId,
  children,
}: { title: string; text: string; testId: string; children?: ReactNode }) {
  return (
    <output data-testid={testId} className="flex flex-col items-center py-6 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" className="size-7">
          <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <h1 className="mt-4 text-xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-2 max-w-md text-sm text-slate-600">{text}</p>
      {children}
    </output>
  );
}
