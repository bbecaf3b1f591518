import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';

export const INPUT_CLASS =
  'min-h-9 w-full min-w-0 rounded-md border border-slate-300 bg-white px-2.5 text-sm aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700';

interface FieldFrameProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** A visible label, the control, a hint and an error tied to it (aria-describedby), so people and tests find it by label. */
export function FieldFrame({ label, error, hint, className = '', children }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <p id={errorId} aria-live="polite" className="min-h-4 text-xs font-semibold text-red-700">
        {error ?? ''}
      </p>
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input; spread react-hook-form's register() into it. */
export function TextField({ label, error, hint, className, ref, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <input ref={ref} id={id} aria-invalid={invalid} aria-describedby={describedBy} className={INPUT_CLASS} {...input} />
      )}
    </FieldFrame>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled multi-line input. */
export function TextAreaField({ label, error, hint, className, ref, ...input }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <textarea
          ref={ref}
          id={id}
          rows={3}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={`${INPUT_CLASS} py-2`}
          {...input}
        />
      )}
    </FieldFrame>
  );
}
