'use client';

import { useEffect } from 'react';

/**
 * The register options of the email field of the sign-in panel's forms, whose value carries over when the shopper
 * switches between them: each change is passed on. Text typed before the page's scripts ran is in the field but was
 * never seen as a change; react-hook-form reads it when the field registers, and it is passed on once the form has
 * hydrated. `form` is the form's useForm result (the same object on every render).
 */
export function useSharedEmail(form: { getValues(name: 'email'): string }, email: string, onEmail: (email: string) => void) {
  useEffect(() => {
    const typed = form.getValues('email');
    if (typed !== email) onEmail(typed);
  }, [form, email, onEmail]);
  return { onChange: (event: { target: HTMLInputElement }) => onEmail(event.target.value) };
}
