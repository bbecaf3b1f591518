'use client';

/** Unexpected failures (e.g. the commerce API is down) show a calm message and a retry, never a stack trace. */
export default function ErrorPage({ retry }: { error: unknown; retry: () => void }) {
  return (
    <main id="main" data-page-type="Page" className="mx-auto w-full max-w-6xl px-4 py-16">
      <h1 className="mb-4 text-3xl font-bold">Something went wrong</h1>
      <p className="mb-6">We could not load this page right now. Please try again in a moment.</p>
      <button type="button" onClick={() => retry()} className="rounded-brand bg-brand px-4 py-2 font-semibold text-brand-text">
        Try again
      </button>
    </main>
  );
}
