import { cn } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '../i18n';

/** Toggles between 中文 and English; the button shows the language it switches to. */
export function LanguageSwitch({ className, tone = 'light' }: { className?: string; tone?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const next = currentLanguage() === 'zh-CN' ? 'en-US' : 'zh-CN';
  return (
    <button
      type="button"
      data-testid="lang-switch"
      aria-label={`${t('lang.switch')}: ${t(`lang.${next}`)}`}
      lang={next}
      onClick={() => setLanguage(next)}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
        tone === 'light'
          ? 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
          : 'text-white/80 hover:bg-white/10 hover:text-white',
        className,
      )}
    >
      <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true" className="size-4">
        <circle cx="10" cy="10" r="7.5" />
        <path d="M2.5 10h15M10 2.5c2 2.2 3 4.7 3 7.5s-1 5.3-3 7.5c-2-2.2-3-4.7-3-7.5s1-5.3 3-7.5Z" />
      </svg>
      {t(`lang.${next}`)}
    </button>
  );
}
