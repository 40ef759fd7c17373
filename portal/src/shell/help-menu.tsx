import { DropdownMenu } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { areaRoutes } from '../areas';
import { useSession } from '../lib/use-session';
import { helpMenuEntries } from './header-menus';

/** The header's help menu: API management (if permitted), the user guide and the FAQ. */
export function HelpMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { roleId, permissions } = useSession();
  const entries = helpMenuEntries(areaRoutes, { roleId, permissions });
  return (
    <DropdownMenu
      data-testid="help-menu"
      triggerLabel={t('shell.helpMenu')}
      trigger={
        <>
          <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true" className="size-5">
            <circle cx="10" cy="10" r="7.5" />
            <path d="M7.75 7.6a2.3 2.3 0 0 1 4.5.6c0 1.5-2.25 1.9-2.25 3.3" strokeLinecap="round" />
            <circle cx="10" cy="14.3" r=".6" fill="currentColor" />
          </svg>
          <span className="hidden md:inline">{t('help.menu')}</span>
        </>
      }
      items={entries.map((entry) => ({
        id: entry.id,
        label: t(entry.labelKey),
        'data-testid': `help-${entry.id}`,
        onSelect: () => {
          if ('to' in entry) navigate(entry.to);
        },
      }))}
    />
  );
}
