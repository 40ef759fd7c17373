import { Marquee } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { announcementText, useAnnouncement } from './use-shell-data';

const megaphone = (
  <svg viewBox="0 0 20 20" fill="currentColor" className="size-4 text-amber-500">
    <path d="M13.9 2.6A1 1 0 0 1 15.5 3.4v11.2a1 1 0 0 1-1.6.8L10 12.5H8.2l.9 3.6a1 1 0 0 1-1 1.2H6.6a1 1 0 0 1-1-.8L4.6 12.4A3.5 3.5 0 0 1 5.5 5.5H10l3.9-2.9ZM17 7.2a.75.75 0 0 1 1 .3 3.5 3.5 0 0 1 0 5 .75.75 0 1 1-1.1-1 2 2 0 0 0 0-3.1.75.75 0 0 1 .1-1.2Z" />
  </svg>
);

/** The current announcement as a marquee in the header; nothing when there is none. */
export function AnnouncementBar() {
  const { t, i18n } = useTranslation();
  const { data } = useAnnouncement();
  const text = announcementText(data, i18n.language);
  if (!text) return <div className="flex-1" />;
  return (
    <Marquee
      data-testid="announcement"
      label={t('shell.announcement')}
      icon={megaphone}
      className="max-w-3xl flex-1 rounded-lg bg-amber-50 px-3 py-1.5 text-amber-900 ring-1 ring-amber-200/70"
    >
      {text}
    </Marquee>
  );
}
