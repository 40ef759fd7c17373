import { cn } from '../lib/cn';

export interface SkeletonProps {
  className?: string;
  /** Number of stacked text lines; ignored when a className gives the block its own shape. */
  lines?: number;
}

/** A pulsing placeholder. Always decorative: pair it with an aria-busy container. */
export function Skeleton({ className, lines = 1 }: SkeletonProps) {
  const bar = 'animate-pulse rounded-md bg-slate-200/80 motion-reduce:animate-none';
  if (className) return <div aria-hidden="true" data-skeleton="" className={cn(bar, className)} />;
  return (
    <div aria-hidden="true" data-skeleton="" className="space-y-2">
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder lines never reorder
        <div key={i} className={cn(bar, 'h-4', i === lines - 1 && lines > 1 ? 'w-2/3' : 'w-full')} />
      ))}
    </div>
  );
}
