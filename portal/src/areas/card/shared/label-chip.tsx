import { cn } from '@cmp/ui-kit';
import { type LabelColor, swatchClass } from './label-model';

/** A label as a coloured chip. */
export function LabelChip({ name, color, className }: { name: string; color: LabelColor; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center gap-1.5 truncate rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        swatchClass[color] ?? swatchClass.slate,
        className,
      )}
    >
      <span aria-hidden="true" className="h-1.5 w-1.5 shrink-0 rounded-full bg-current" />
      {name}
    </span>
  );
}
