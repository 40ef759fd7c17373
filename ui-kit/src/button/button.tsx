import { Button as HeadlessButton } from '@headlessui/react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { buttonVariants } from '../lib/variants';
import { Spinner } from '../spinner/spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'className'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and blocks clicks while work is in flight. */
  loading?: boolean;
  className?: string;
  icon?: ReactNode;
}

/** The kit's button: a Headless UI Button with variants; hover/active/disabled/loading are data-* attributes. */
export function Button({
  variant,
  size,
  loading = false,
  disabled,
  className,
  icon,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <HeadlessButton
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading ? '' : undefined}
      data-variant={variant ?? 'primary'}
      className={buttonVariants({ variant, size }, className)}
    >
      {loading ? <Spinner size="sm" /> : icon}
      {children}
    </HeadlessButton>
  );
}
