import { Logo } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';

const features = ['lifecycle', 'usage', 'billing'] as const;

const icons: Record<(typeof features)[number], string> = {
  lifecycle: 'M6 2.5h6l3.5 3.5v10.5a1 1 0 0 1-1 1h-8.5a1 1 0 0 1-1-1v-13a1 1 0 0 1 1-1Zm1.5 7h5v5h-5v-5Z',
  usage: 'M3 17h14M5.5 14V9M10 14V5M14.5 14v-3',
  billing: 'M3 5.5h14v9H3zM3 8.5h14M6 12h3',
};

/** Decorative fleet preview: bars and a ring, purely visual. */
function Preview() {
  const bars = [38, 52, 45, 61, 58, 72, 80, 76, 88];
  return (
    <div aria-hidden="true" className="rounded-2xl border border-white/10 bg-white/5 p-5 shadow-2xl backdrop-blur-sm">
      <div className="mb-4 flex items-center justify-between">
        <div className="space-y-1.5">
          <div className="h-2 w-20 rounded bg-white/30" />
          <div className="h-4 w-28 rounded bg-white/70" />
        </div>
        <svg viewBox="0 0 36 36" className="size-12 -rotate-90">
          <circle cx="18" cy="18" r="14" fill="none" stroke="rgb(255 255 255 / 0.15)" strokeWidth="5" />
          <circle
            cx="18"
            cy="18"
            r="14"
            fill="none"
            stroke="#60a5fa"
            strokeWidth="5"
            strokeDasharray="62 88"
            strokeLinecap="round"
          />
          <circle
            cx="18"
            cy="18"
            r="14"
            fill="none"
            stroke="#34d399"
            strokeWidth="5"
            strokeDasharray="18 88"
            strokeDashoffset="-64"
          />
        </svg>
      </div>
      <div className="flex h-24 items-end gap-2">
        {bars.map((h, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static decoration
          <div key={i} className="flex-1 rounded-t bg-gradient-to-t from-brand-500/60 to-brand-300" style={{ height: `${h}%` }} />
        ))}
      </div>
    </div>
  );
}

/** The brand half of the login page. */
export function BrandPanel() {
  const { t } = useTranslation();
  return (
    <section className="relative hidden overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white lg:flex lg:flex-col">
      <svg aria-hidden="true" className="absolute inset-0 h-full w-full opacity-[0.07]">
        <defs>
          <pattern id="login-grid" width="32" height="32" patternUnits="userSpaceOnUse">
            <path d="M32 0H0v32" fill="none" stroke="white" strokeWidth="1" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="url(#login-grid)" />
      </svg>
      <div aria-hidden="true" className="absolute -top-24 -right-24 size-96 rounded-full bg-brand-400/20 blur-3xl" />
      <div className="relative flex flex-1 flex-col justify-between p-12 xl:p-16">
        <Logo name={t('app.name')} inverted className="[&_span]:text-lg" />
        <div className="max-w-lg space-y-8">
          <div className="space-y-4">
            <h2 className="text-3xl leading-tight font-semibold tracking-tight text-balance xl:text-4xl">
              {t('login.brand.headline')}
            </h2>
            <p className="text-base text-brand-100/80">{t('app.tagline')}</p>
          </div>
          <ul className="space-y-4">
            {features.map((key) => (
              <li key={key} className="flex items-start gap-3 text-sm text-brand-50/90">
                <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-white/10 ring-1 ring-white/15">
                  <svg
                    viewBox="0 0 20 20"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.5"
                    aria-hidden="true"
                    className="size-4"
                  >
                    <path d={icons[key]} />
                  </svg>
                </span>
                <span className="pt-1.5">{t(`login.brand.features.${key}`)}</span>
              </li>
            ))}
          </ul>
          <Preview />
        </div>
        <p className="text-xs text-brand-100/60">{t('login.brand.footer')}</p>
      </div>
    </section>
  );
}
