/** What the returning-customer check (HEAD /orders) compares: email, phone and ZIP, each in one canonical form. */
export interface OrderLookupKeys {
  emailKey: string;
  phoneKey: string;
  zipKey: string;
}

/**
 * Returning-customer check: an order matches the email, phone and ZIP the shopper typed, whatever their case,
 * phone punctuation or a leading +1, and a ZIP+4 or postal-code spacing.
 */
export function orderLookupKeys(input: { email: string; phone: string; zip: string }): OrderLookupKeys {
  const digits = input.phone.replace(/\D/g, '');
  return {
    emailKey: input.email.trim().toLowerCase(),
    phoneKey: digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits,
    zipKey: input.zip
      .replace(/\s+/g, '')
      .toUpperCase()
      .slice(0, 5 + (/^\d/.test(input.zip.trim()) ? 0 : 1)),
  };
}
