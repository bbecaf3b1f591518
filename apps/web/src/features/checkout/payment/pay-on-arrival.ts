/**
 * Instalment triggers "move to review and pay": the billing step's trigger marks the payment, and the review
 * step, which holds Place order, takes the mark once when it mounts. Kept in memory only: a reload of review never pays
 * by itself.
 */
let pending = false;

/** Marks that the review step pays as soon as it opens. */
export function payOnArrival(): void {
  pending = true;
}

/** Whether review should pay now; the mark is spent by reading it. */
export function takePayOnArrival(): boolean {
  const was = pending;
  pending = false;
  return was;
}
