import { Logo } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { useLogo } from './use-shell-data';

/** The custom logo when one is set, else the default; a small mark when the menu is collapsed. */
export function ShellLogo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const { data } = useLogo();
  if (data?.url) {
    return (
      <img
        src={data.url}
        alt={t('app.name')}
        className={
          collapsed
            ? 'size-9 rounded-md bg-white object-contain p-0.5'
            : 'h-9 max-w-[11rem] rounded-md bg-white object-contain px-2 py-1'
        }
      />
    );
  }
  return <Logo name={t('app.name')} compact={collapsed} inverted className="min-w-0 max-w-full" />;
}
