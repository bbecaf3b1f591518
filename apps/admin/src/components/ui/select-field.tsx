import * as Select from '@radix-ui/react-select';
import type { ReactNode } from 'react';
import { cspNonce } from '../../lib/csp-nonce';
import { FieldFrame, INPUT_CLASS } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  name?: string;
  disabled?: boolean;
  onBlur?: () => void;
}

/**
 * A labelled Radix select (keyboard, typeahead and screen readers handled by Radix). Radix refuses '' as an item's
 * value, so "any" choices use a word of their own (ALL below) that the caller maps back.
 */
export function SelectField({
  label,
  value,
  onValueChange,
  options,
  placeholder,
  error,
  hint,
  className,
  name,
  disabled,
  onBlur,
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <Select.Root value={value === '' ? undefined : value} onValueChange={onValueChange} name={name} disabled={disabled}>
          <Select.Trigger
            id={id}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onBlur={onBlur}
            className={`${INPUT_CLASS} inline-flex items-center justify-between gap-2 text-left data-[placeholder]:text-slate-500`}
          >
            <Select.Value placeholder={placeholder ?? 'Choose…'} />
            <Select.Icon aria-hidden="true" className="text-slate-500">
              ▾
            </Select.Icon>
          </Select.Trigger>
          <Select.Portal>
            <Select.Content
              position="popper"
              sideOffset={4}
              className="z-50 max-h-[min(24rem,var(--radix-select-content-available-height))] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-slate-300 bg-white shadow-lg"
            >
              <Select.Viewport nonce={cspNonce} className="p-1">
                {options.map((option) => (
                  <Select.Item
                    key={option.value}
                    value={option.value}
                    className="flex cursor-default items-center rounded px-2 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-slate-100 data-[state=checked]:font-semibold"
                  >
                    <Select.ItemText>{option.label}</Select.ItemText>
                  </Select.Item>
                ))}
              </Select.Viewport>
            </Select.Content>
          </Select.Portal>
        </Select.Root>
      )}
    </FieldFrame>
  );
}

/** The value of an "All …" choice in a filter select. */
export const ALL = 'all';
