// Zod-free: the storefront's search box (on every page) reads these without loading a schema library.

/** Suggestions start at the second character typed: one letter matches too much to help. */
export const SUGGEST_QUERY_MIN_LENGTH = 2;
export const SUGGEST_TOO_SHORT_MESSAGE = `Search text must be at least ${SUGGEST_QUERY_MIN_LENGTH} characters`;
/** Products one suggestion answer names, by default and at most. */
export const SUGGEST_PRODUCTS_DEFAULT = 5;
export const SUGGEST_PRODUCTS_MAX = 10;
/** Pages (categories, size pages, content pages) one suggestion list names at most. */
export const SUGGEST_PAGES_MAX = 4;
