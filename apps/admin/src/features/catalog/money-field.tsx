import { useState } from 'react';
import { formatMajorUnits, parseMajorUnits } from '@store/core/catalog-admin/major-units';
import { FieldFrame, INPUT_CLASS } from '../../components/ui/field';

/**
 * A price typed in dollars with up to two decimals ("1299.00"), held as integer minor units: a value that is not a
 * price is named beside the field and never reaches the form as a number.
 */
export function MoneyField({
  label,
  value,
  onChange,
  error,
  hint,
  disabled,
  compact = false,
  allowNegative = false,
}: {
  label: string;
  value: number;
  onChange: (cents: number) => void;
  error?: string | undefined;
  hint?: string;
  disabled?: boolean;
  compact?: boolean;
  allowNegative?: boolean;
}) {
  const shown = (cents: number) => (cents < 0 ? `-${formatMajorUnits(-cents)}` : formatMajorUnits(cents));
  const [text, setText] = useState(() => shown(value));
  const [problem, setProblem] = useState<string | undefined>();
  // A new value from outside (a reset, a reload) replaces the text, unless the text already says it.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    const parsed = parseMajorUnits(text.replace(/^-/, ''));
    const typed = parsed.ok ? (text.startsWith('-') ? -parsed.value : parsed.value) : null;
    if (typed !== value) setText(shown(value));
  }
  const change = (next: string) => {
    setText(next);
    const negative = allowNegative && next.trim().startsWith('-');
    const parsed = parseMajorUnits(negative ? next.trim().slice(1) : next);
    if (!parsed.ok) return setProblem('Write dollars with up to two decimals, like 1299.00');
    setProblem(undefined);
    onChange(negative ? -parsed.value : parsed.value);
  };
  return (
    <FieldFrame label={label} error={problem ?? error} hint={hint} className={compact ? '[&>label]:sr-only' : ''}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          inputMode="decimal"
          disabled={disabled}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={`${compact ? `${INPUT_CLASS.replace('w-full', '')} w-28` : INPUT_CLASS} text-right tabular-nums`}
          value={text}
          onChange={(e) => change(e.target.value)}
        />
      )}
    </FieldFrame>
  );
}
