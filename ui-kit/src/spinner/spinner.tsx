import { cn } from '../lib/cn';

export interface SpinnerProps {
  /** Announced to assistive technology; omit when the spinner sits inside an already labelled control. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

/** A rotating ring. With a label it is a status region, without it is decorative. */
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  const ring = (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      className={cn('animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]', sizes[size], className)}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return ring;
  return (
    <output className="inline-flex items-center gap-2 text-brand-600">
      {ring}
      <span className="sr-only">{label}</span>
    </output>
  );
}
