import { useLayoutEffect, useRef, useState } from 'react';

/** One value on a category axis. */
export interface ChartPoint {
  label: string;
  value: number;
}

/** Props shared by the kit's charts. */
export interface ChartBaseProps {
  data: ChartPoint[];
  /** Names the chart (role=img) and captions its hidden data table. */
  label: string;
  formatValue?: (value: number) => string;
  /** Column headers of the visually hidden data table (pass translated texts). */
  labelHeader?: string;
  valueHeader?: string;
  height?: number;
  /** Y-axis tick values covering a maximum; nice decimal steps by default. */
  tickValues?: (max: number) => number[];
  className?: string;
  'data-testid'?: string;
}

export const defaultFormat = (value: number) => value.toLocaleString('en-US');

/** Rounds a raw step to 1, 2, 2.5 or 5 times a power of ten. */
function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** Evenly spaced, human-friendly axis ticks from 0 covering `max` (about `count` intervals). */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const step = niceStep(max / count);
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let v = 0; v <= top + step / 2; v += step) ticks.push(Number(v.toPrecision(12)));
  return ticks;
}

/** Which category labels to print so that at most `max` fit on the axis. */
export function labelStride(count: number, max = 12): number {
  return Math.max(1, Math.ceil(count / max));
}

/** Measures the element's width with ResizeObserver so text in the SVG stays at its real size. */
export function useElementWidth<T extends HTMLElement>(fallback = 640) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (el.clientWidth > 0) setWidth(el.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      const w = entry?.contentRect.width ?? 0;
      if (w > 0) setWidth(Math.round(w));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
