import { useTranslation } from 'react-i18next';
import { faqContent } from './faq-content';

/** /home/doc/faq: questions and answers, each a native disclosure (keyboard and screen readers for free). */
export default function FaqPage() {
  const { t, i18n } = useTranslation();
  const items = faqContent(i18n.language === 'zh-CN' ? 'zh-CN' : 'en-US');
  return (
    <article data-testid="faq" className="mt-4 max-w-3xl">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('help.faq')}</h1>
      <p className="mt-2 mb-6 text-sm text-slate-600">{t('help.faqSubtitle')}</p>
      <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
        {items.map((item, index) => (
          <details key={item.id} open={index === 0} className="group px-5 py-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 text-sm font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600">
              {item.question}
              <svg
                viewBox="0 0 20 20"
                fill="currentColor"
                aria-hidden="true"
                className="size-4 shrink-0 text-slate-400 transition-transform group-open:rotate-180"
              >
                <path d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z" />
              </svg>
            </summary>
            <p className="mt-2 text-sm leading-6 text-slate-600">{item.answer}</p>
          </details>
        ))}
      </div>
    </article>
  );
}
