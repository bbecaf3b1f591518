import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ApiError, errorMessage } from '../lib/api/client';

/** A page that failed to load says why (the API's message) and offers a retry, instead of a blank screen. */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const unavailable = error instanceof ApiError && (error.status === 0 || error.status === 404 || error.status >= 500);
  return (
    <main className="mx-auto mt-24 max-w-xl rounded-lg border border-red-300 bg-white p-6">
      <h1 className="text-xl font-bold">{unavailable ? 'The staff API is not available' : 'This page could not load'}</h1>
      <p role="alert" className="mt-2 text-sm text-red-900">
        {errorMessage(error)}
      </p>
      <div className="mt-4 flex gap-3 text-sm font-semibold">
        <button type="button" className="text-accent underline" onClick={() => void router.invalidate()}>
          Try again
        </button>
        <Link to="/sign-in" className="text-accent underline">
          Go to sign-in
        </Link>
      </div>
    </main>
  );
}

export function RouteNotFound() {
  return (
    <main className="mx-auto mt-24 max-w-xl rounded-lg border border-slate-200 bg-white p-6">
      <h1 className="text-xl font-bold">Page not found</h1>
      <p className="mt-2 text-sm">
        <Link to="/" className="text-accent font-semibold underline">
          Go to the start page
        </Link>
      </p>
    </main>
  );
}
