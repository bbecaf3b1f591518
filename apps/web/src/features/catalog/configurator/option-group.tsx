'use client';

import { COLOR_SWATCHES, type ColorKey } from '@store/core/enums';
import type { PropertyState } from '../variant-options';

export interface OptionGroupProps {
  property: PropertyState;
  value: string;
  /** Unique per product, so several configurators never share radio names. */
  idPrefix: string;
  onChange: (name: string, value: string) => void;
  /**
   * True until the page's scripts run: a radio chosen before then would flip back when they do, and Add to cart would
   * take the size still selected. Looks as usual (only a sold-out option is dashed and struck through).
   */
  waiting?: boolean;
}

function swatch(name: string, value: string): string | undefined {
  return name === 'Color' ? (COLOR_SWATCHES as Record<string, string>)[value as ColorKey] : undefined;
}

/** One property as a native radio group: visible legend, keyboard arrows, disabled unsellable options; each radio's name is the option title. */
export function OptionGroup({ property, value, idPrefix, onChange, waiting = false }: OptionGroupProps) {
  const chosen = property.options.find((o) => o.value === value);
  return (
    <fieldset className="mb-4">
      <legend className="mb-2 font-semibold">
        {property.title}: <span className="font-normal">{chosen?.title ?? ''}</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {property.options.map((option) => {
          const color = swatch(property.name, option.value);
          return (
            <label key={option.value} className={`relative ${option.disabled ? 'cursor-not-allowed' : 'cursor-pointer'}`}>
              <input
                type="radio"
                className="peer sr-only"
                name={`${idPrefix}-${property.name}`}
                value={option.value}
                checked={option.value === value}
                disabled={option.disabled || waiting}
                aria-label={option.title}
                onChange={() => onChange(property.name, option.value)}
              />
              <span
                className={`flex min-h-11 min-w-11 items-center gap-2 rounded-brand border-2 border-muted/40 bg-page px-3 py-2 text-sm peer-checked:border-brand peer-checked:font-semibold peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent ${option.disabled ? 'border-dashed text-muted' : ''}`}
              >
                {color ? (
                  <span
                    aria-hidden="true"
                    className="size-5 rounded-full border border-muted/40"
                    style={{ backgroundColor: color }}
                  />
                ) : null}
                <span className={option.disabled ? 'line-through' : undefined}>{option.title}</span>
                {option.disabled ? <span className="text-xs">Sold out</span> : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
