import { type CSSProperties, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '../lib/cn';
import { useMediaQuery } from '../lib/use-media-query';

export interface MarqueeProps {
  children: ReactNode;
  /** Names the region for assistive technology (e.g. "Announcement"). */
  label: string;
  /** Text wider than this (px) scrolls; narrower text stands still. */
  threshold?: number;
  /** Pixels per second: the animation lasts width / speed seconds. */
  speed?: number;
  icon?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/** Seconds one pass takes for text of this width; 20 s when the width is unknown. */
export function marqueeDuration(width: number, speed = 20): number {
  return width > 0 ? width / speed : 20;
}

/**
 * A one-line announcement. It scrolls only when the text is wider than the threshold, pauses on
 * hover, and never moves for users who prefer reduced motion (the text is truncated instead).
 */
export function Marquee({ children, label, threshold = 600, speed = 20, icon, className, ...rest }: MarqueeProps) {
  const textRef = useRef<HTMLSpanElement>(null);
  const [width, setWidth] = useState(0);
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the text changes
  useLayoutEffect(() => {
    setWidth(textRef.current?.scrollWidth ?? 0);
  }, [children]);
  const scrolling = width > threshold && !reduceMotion;
  return (
    <div
      role="marquee"
      aria-label={label}
      data-testid={rest['data-testid']}
      data-scrolling={scrolling ? '' : undefined}
      className={cn('flex min-w-0 items-center gap-2 text-sm', className)}
    >
      {icon && (
        <span aria-hidden="true" className="shrink-0">
          {icon}
        </span>
      )}
      <div className="group min-w-0 flex-1 overflow-hidden whitespace-nowrap">
        <div
          className={cn(
            scrolling
              ? 'inline-block animate-marquee pl-[100%] group-hover:[animation-play-state:paused] motion-reduce:animate-none'
              : 'block truncate',
          )}
          style={scrolling ? ({ '--marquee-duration': `${marqueeDuration(width, speed)}s` } as CSSProperties) : undefined}
        >
          <span ref={textRef}>{children}</span>
        </div>
      </div>
    </div>
  );
}
