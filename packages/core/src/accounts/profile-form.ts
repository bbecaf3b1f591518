import { z } from 'zod';
import { isSafeText } from '../text/safe-text';

export const NAME_REQUIRED_MESSAGE = 'Please enter your name';
export const NAME_MAX_LENGTH = 100;
export const NAME_TOO_LONG_MESSAGE = `Please use at most ${NAME_MAX_LENGTH} characters`;
export const NAME_INVALID_MESSAGE = 'Please use letters, spaces and punctuation only';

/** The account page's profile form: the name, trimmed, 1-100 printable characters (the API's limit) (the email is shown, not edited). */
export const profileFormSchema = z.strictObject({
  name: z
    .string({ error: NAME_REQUIRED_MESSAGE })
    .trim()
    .min(1, NAME_REQUIRED_MESSAGE)
    .max(NAME_MAX_LENGTH, NAME_TOO_LONG_MESSAGE)
    .refine(isSafeText, NAME_INVALID_MESSAGE),
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileForm = z.output<typeof profileFormSchema>;
