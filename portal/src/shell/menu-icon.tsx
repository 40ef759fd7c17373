import type { MenuIconName } from '../routing/types';

const paths: Record<MenuIconName, string> = {
  home: 'M3 9.5 10 4l7 5.5V16a1 1 0 0 1-1 1h-3.5v-4.5h-5V17H4a1 1 0 0 1-1-1V9.5Z',
  card: 'M6 2.5h6l3.5 3.5v10.5a1 1 0 0 1-1 1h-8.5a1 1 0 0 1-1-1v-13a1 1 0 0 1 1-1Zm1.5 7h5v5h-5v-5Z',
  chart: 'M3 17h14M5.5 14V9M10 14V5M14.5 14v-3',
  bolt: 'M11 2.5 4.5 11h5l-1 6.5L15.5 9h-5l.5-6.5Z',
  shield: 'M10 2.5 16 5v4.5c0 3.7-2.5 6.6-6 8-3.5-1.4-6-4.3-6-8V5l6-2.5Zm-2.5 7.5 2 2 3.5-4',
  settings: 'M10 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM10 2v2.5M10 15.5V18M2 10h2.5M15.5 10H18',
};

/** Outline icons for top-level menu entries. */
export function MenuIcon({ name = 'home' }: { name?: MenuIconName }) {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinejoin="round"
      aria-hidden="true"
      className="size-5 shrink-0"
    >
      <path d={paths[name]} />
    </svg>
  );
}
