import { postalCodeLabel } from '@store/core/store-locator/postal-code-copy';

interface LocatorFormProps {
  region: 'US' | 'CA';
  value: string;
  /** The API's message for a refused code, shown under the field and tied to it. */
  error: string | null;
}

/** The search: a plain GET form (works without JavaScript) with a visible label the region names. */
export function LocatorForm({ region, value, error }: LocatorFormProps) {
  const label = postalCodeLabel(region);
  return (
    <form method="get" action="/store/store-locator" className="flex flex-col gap-2" role="search" aria-label="Find a showroom">
      <label htmlFor="postalCode" className="font-semibold">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id="postalCode"
          name="postalCode"
          defaultValue={value}
          required
          maxLength={10}
          autoComplete="postal-code"
          inputMode={region === 'US' ? 'numeric' : 'text'}
          placeholder={region === 'US' ? '10013' : 'M5V 3L9'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'postalCode-error' : undefined}
          className="min-h-11 w-40 rounded-brand border border-black/30 bg-page px-3"
        />
        <button type="submit" className="min-h-11 rounded-brand bg-brand px-5 font-semibold text-brand-text">
          Find showrooms
        </button>
      </div>
      {error ? (
        <p id="postalCode-error" role="alert" className="font-semibold text-red-700" data-testid="locator-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
