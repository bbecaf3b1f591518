/**
 * A child line bought one per parent (free sheets with each mattress, a protector for each) follows its parent: when the
 * parent's quantity changes, a child whose quantity equalled the parent's takes the new quantity. A child the shopper
 * set to a quantity of its own (two pillows with one mattress) keeps it. The cart's server and its optimistic view
 * both apply this rule, so the guess and the answer agree.
 */
export function followsParent(childQuantity: number, parentBefore: number): boolean {
  return childQuantity === parentBefore;
}
