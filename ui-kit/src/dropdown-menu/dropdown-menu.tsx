import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface DropdownMenuItem {
  id: string;
  label: ReactNode;
  onSelect: () => void;
  icon?: ReactNode;
  /** Destructive or exiting actions (sign out, delete) are set apart in red. */
  danger?: boolean;
  disabled?: boolean;
  'data-testid'?: string;
}

export interface DropdownMenuProps {
  /** The visible content of the trigger button. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is not descriptive text. */
  triggerLabel?: string;
  items: DropdownMenuItem[];
  /** Non-interactive content at the top of the menu (e.g. who is signed in). */
  header?: ReactNode;
  align?: 'start' | 'end';
  className?: string;
  'data-testid'?: string;
}

/** A menu button on Headless UI Menu: keyboard navigation, focus and typeahead come from the primitive. */
export function DropdownMenu({ trigger, triggerLabel, items, header, align = 'end', className, ...rest }: DropdownMenuProps) {
  return (
    <Menu>
      <MenuButton
        aria-label={triggerLabel}
        data-testid={rest['data-testid']}
        className={cn(
          'inline-flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 data-[open]:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600',
          className,
        )}
      >
        {trigger}
      </MenuButton>
      <MenuItems
        anchor={{ to: `bottom ${align}`, gap: 6 }}
        className="z-50 min-w-52 rounded-xl border border-slate-200 bg-white p-1 shadow-lg focus:outline-none"
      >
        {header && (
          <>
            <div className="px-3 py-2 text-sm text-slate-500">{header}</div>
            <MenuSeparator className="my-1 h-px bg-slate-100" />
          </>
        )}
        {items.map((item) => (
          <MenuItem key={item.id} disabled={item.disabled}>
            <button
              type="button"
              onClick={item.onSelect}
              data-testid={item['data-testid']}
              data-danger={item.danger ? '' : undefined}
              className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-slate-700 data-[danger]:text-red-600 data-[disabled]:opacity-50 data-[focus]:bg-slate-100"
            >
              {item.icon && (
                <span aria-hidden="true" className="size-4 shrink-0">
                  {item.icon}
                </span>
              )}
              {item.label}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
