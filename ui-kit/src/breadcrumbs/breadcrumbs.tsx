import { Fragment, type ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface BreadcrumbItem {
  label: ReactNode;
  href?: string;
}

export interface BreadcrumbsProps {
  items: BreadcrumbItem[];
  /** Names the navigation landmark (pass a translated text). */
  label?: string;
  /** Render links with the host's router; a plain anchor by default (the kit assumes no router). */
  renderLink?: (item: BreadcrumbItem & { href: string }, className: string) => ReactNode;
  className?: string;
}

/** The trail to the current page; the last item is the current page (aria-current). */
export function Breadcrumbs({ items, label = 'Breadcrumb', renderLink, className }: BreadcrumbsProps) {
  const linkClass = 'text-slate-500 hover:text-brand-700 hover:underline';
  return (
    <nav aria-label={label} className={cn('min-w-0', className)}>
      <ol className="flex items-center gap-1.5 text-sm">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <Fragment key={typeof item.label === 'string' ? item.label : i}>
              <li className="flex min-w-0 items-center gap-1.5">
                {i > 0 && (
                  <span aria-hidden="true" className="text-slate-300">
                    /
                  </span>
                )}
                {last || !item.href ? (
                  <span
                    aria-current={last ? 'page' : undefined}
                    className={cn('truncate', last ? 'font-medium text-slate-800' : 'text-slate-500')}
                  >
                    {item.label}
                  </span>
                ) : renderLink ? (
                  renderLink({ ...item, href: item.href }, linkClass)
                ) : (
                  <a href={item.href} className={linkClass}>
                    {item.label}
                  </a>
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
