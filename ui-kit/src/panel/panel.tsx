import { type ComponentPropsWithoutRef, type ReactNode, useId } from 'react';
import { cn } from '../lib/cn';

export interface PanelProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  title?: ReactNode;
  description?: ReactNode;
  /** Controls at the right of the header (buttons, a select). */
  actions?: ReactNode;
  /** Remove the body padding, e.g. for a full-bleed table. */
  flush?: boolean;
}

/** A card surface. With a title it is a labelled region (section + aria-labelledby). */
export function Panel({ title, description, actions, flush, className, children, ...rest }: PanelProps) {
  const titleId = useId();
  return (
    <section
      {...rest}
      aria-labelledby={title ? titleId : undefined}
      className={cn('flex flex-col rounded-xl border border-slate-200/80 bg-white shadow-sm', className)}
    >
      {(title || actions) && (
        <header className="flex items-start justify-between gap-4 px-5 pt-4">
          <div className="min-w-0">
            {title && (
              <h2 id={titleId} className="text-base font-semibold text-slate-900">
                {title}
              </h2>
            )}
            {description && <p className="mt-0.5 text-sm text-slate-500">{description}</p>}
          </div>
          {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
        </header>
      )}
      <div className={cn('flex-1', !flush && 'p-5')}>{children}</div>
    </section>
  );
}
