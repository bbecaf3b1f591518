'use client';

/** What a submitted account form came to: nothing yet, the API's error, or a confirmation. */
export type FormOutcome = { kind: 'none' } | { kind: 'error'; message: string } | { kind: 'done'; message: string };

export const NO_OUTCOME: FormOutcome = { kind: 'none' };

/**
 * The answer to a form in a live region that is always in the page (empty until there is an answer), so each answer
 * is announced once: an error in red with a mark, a confirmation in a brand box. The API's own message.
 */
export function FormOutcomeMessage({ outcome, testId }: { outcome: FormOutcome; testId: string }) {
  return (
    <div aria-live="polite" aria-atomic="true" data-testid={testId} data-kind={outcome.kind}>
      {outcome.kind === 'error' ? (
        <p className="flex items-start gap-1 text-sm font-semibold text-red-700">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor">
            <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4h1.8v6h-1.8v-6Zm0 7.5h1.8v1.8h-1.8V13Z" />
          </svg>
          {outcome.message}
        </p>
      ) : null}
      {outcome.kind === 'done' ? (
        <p className="rounded-brand border-l-4 border-brand bg-surface p-3 text-sm">{outcome.message}</p>
      ) : null}
    </div>
  );
}
