/**
 * GET /carts/quote prices a described cart. Its lines have no identifiers of their own, so the quote names
 * them by position: `q0`, `q1`, …; a child line (a gift or add-on) gives its parent's name as forItem.
 */
export const quoteLineId = (index: number): string => `q${index}`;
