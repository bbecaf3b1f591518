import { inArray, sql, type Column, type SQL } from 'drizzle-orm';
import { statesBefore, type TransitionTable } from '@store/core/back-office/order-states';

/**
 * The compare-and-set half of a status write: `column IN (states from which the table allows moving to `to`)`. Every
 * UPDATE that sets a status adds it to its WHERE, so a row in any other state is left alone and the caller sees that
 * nothing moved (no row returned), whatever ran concurrently.
 */
export function movableTo<S extends string>(column: Column, table: TransitionTable<S>, to: S): SQL {
  const from = statesBefore(table, to);
  return from.length === 0 ? sql`false` : inArray(column, from);
}

/** A status write the transition table refused, where the caller held the lock that made it certain: a bug, not input. */
export class StatusMoveRefused extends Error {
  constructor(what: string, to: string) {
    super(`${what} cannot move to ${to} from its current status`);
    this.name = 'StatusMoveRefused';
  }
}
