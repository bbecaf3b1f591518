/** The account pages' main action (the brand colour, full width on phones) and their quieter text actions. */
export const PRIMARY_BUTTON =
  'min-h-12 w-full rounded-brand bg-brand px-4 font-semibold text-brand-text disabled:opacity-60 sm:w-auto sm:self-start';
export const TEXT_BUTTON = 'min-h-11 text-left font-semibold underline underline-offset-2 disabled:opacity-60';
