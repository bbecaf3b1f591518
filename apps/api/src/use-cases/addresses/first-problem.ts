/**
 * The one message an invalid address answers with: an address in another country gets the can't-ship message before
 * its state or ZIP rules, else the first problem found. Checkout, the address book and the staff's address correction
 * answer alike.
 */
export function firstProblem(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>, fallback: string): string {
  return (issues.find((issue) => issue.path.at(-1) === 'country') ?? issues[0])?.message ?? fallback;
}
