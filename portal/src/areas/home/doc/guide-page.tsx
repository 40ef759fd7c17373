import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session';
import { guideContent } from './guide-content';
import { guideVersion } from './guide-version';

/** /home/doc/guide: the manager or customer edition, in the reader's language. */
export default function GuidePage() {
  const { t, i18n } = useTranslation();
  const { roleId } = useSession();
  const version = guideVersion(roleId, i18n.language === 'zh-CN' ? 'zh-CN' : 'en-US');
  const guide = guideContent(version.edition, version.language);
  return (
    <article data-testid="user-guide" data-edition={version.edition} className="mt-4 max-w-5xl">
      <header className="mb-6">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{t(`help.guideFor.${version.edition}`)}</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900">{guide.title}</h1>
        <p className="mt-2 max-w-3xl text-sm text-slate-600">{guide.intro}</p>
      </header>
      <div className="grid gap-8 lg:grid-cols-[12rem_minmax(0,1fr)]">
        <nav aria-label={t('help.contents')} className="lg:sticky lg:top-24 lg:self-start">
          <p className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('help.contents')}</p>
          <ol className="space-y-1 text-sm">
            {guide.sections.map((section) => (
              <li key={section.id}>
                <a href={`#guide-${section.id}`} className="text-slate-600 hover:text-brand-700 hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="space-y-5">
          {guide.sections.map((section) => (
            <section
              key={section.id}
              id={`guide-${section.id}`}
              aria-labelledby={`guide-${section.id}-title`}
              className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h2 id={`guide-${section.id}-title`} className="text-base font-semibold text-slate-900">
                {section.title}
              </h2>
              {section.paragraphs.map((text) => (
                <p key={text.slice(0, 24)} className="mt-2 text-sm leading-6 text-slate-600">
                  {text}
                </p>
              ))}
              {section.steps && (
                <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm leading-6 text-slate-600">
                  {section.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              )}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
