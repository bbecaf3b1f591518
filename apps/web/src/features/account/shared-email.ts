'use client';

import { useEffect } from 'react';

/**
 * The register options of the email field of the sign-in panel's forms, whose value carries over when the shopper
 * switches between them: each change is passed on. Text typed before the page's scripts ran is in the field but was
 * never seen as a change; react-hook-form reads it when the field registers (`readEmail`), and it is passed on once
 * the form has hydrated.
 */
export function useSharedEmail(readEmail: () => string, email: string, onEmail: (email: string) => void) {
  useEffect(() => {
    const typed = readEmail();
    if (typed !== email) onEmail(typed);
  }, [readEmail, email, onEmail]);
  return { onChange: (event: { target: HTMLInputElement }) => onEmail(event.target.value) };
}
