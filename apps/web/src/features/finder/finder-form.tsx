import type { FinderQuestion } from '@store/core/finder/questions';
import type { QueryValue } from '@store/core/selection-url';

interface FinderFormProps {
  questions: readonly FinderQuestion[];
  /** The submitted values, to keep the shopper's answers checked; a question without one falls back to its preset. */
  query: Readonly<Record<string, QueryValue>>;
  missing: readonly string[];
  submitted: boolean;
}

/** All the questions on one page as fieldsets of radio buttons: a plain GET form the server answers (no JavaScript needed). */
export function FinderForm({ questions, query, missing, submitted }: FinderFormProps) {
  return (
    <form method="get" action="/p/mattress-finder-quiz" className="flex flex-col gap-5" data-testid="finder-form">
      {submitted && missing.length > 0 ? (
        <p role="alert" className="font-semibold text-red-700" data-testid="finder-missing">
          Please answer every question:{' '}
          {questions
            .filter((q) => missing.includes(q.name))
            .map((q) => q.legend)
            .join(' ')}
        </p>
      ) : null}
      {questions.map((question) => {
        const current = typeof query[question.name] === 'string' ? query[question.name] : question.preset;
        return (
          <fieldset key={question.name} className="flex flex-col gap-2">
            <legend className="mb-2 text-lg font-semibold">{question.legend}</legend>
            <div className="flex flex-wrap gap-2">
              {question.options.map((option) => (
                <label
                  key={option.value}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-brand border border-black/20 bg-page px-3 has-[:checked]:border-brand has-[:checked]:bg-surface has-[:checked]:font-semibold"
                >
                  <input
                    type="radio"
                    name={question.name}
                    value={option.value}
                    defaultChecked={current === option.value}
                    required
                    className="size-4 accent-[var(--brand-primary)]"
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
      <button
        type="submit"
        className="min-h-12 self-start rounded-brand bg-brand px-6 text-lg font-semibold text-brand-text"
        data-testid="finder-submit"
      >
        Find my mattress
      </button>
    </form>
  );
}
