import { ok, type Result } from '@store/core';
import type { CustomerPageWire } from '@store/core/back-office/admin-customer-wire';
import { orderSearchTerms } from '@store/core/back-office/order-search';
import { staffSeesBrand } from '@store/core/back-office/staff-roles';
import { customerFacts, listCustomerKeys, type CustomerSearch } from '../../db/repositories/admin-customers';
import type { Db } from '../../db/repositories/carts';
import type { StaffMember } from '../../staff/staff-member';
import { decodeCustomerCursor, encodeCustomerCursor } from './customer-cursor';
import { customerSummary } from './customer-summary';

export interface CustomerListQuery {
  q?: string;
  brand?: string;
  cursor?: string;
  limit: number;
}

/** The search text read as the order search reads it (core orderSearchTerms), keeping what names a person. */
function customerSearch(q: string | undefined): CustomerSearch | null {
  if (q === undefined) return null;
  const terms = orderSearchTerms(q);
  if (!terms) return null;
  return { email: terms.email, name: terms.name, phone: terms.phone };
}

/**
 * GET /admin/customers: the customers (brand + email: accounts and guest orderers together) of the member's brands,
 * searched by email prefix, name or phone, one keyset page at a time in (brand, email) order. A brand outside the
 * member's brands lists nothing, as a brand without customers would.
 */
export async function listCustomers(db: Db, member: StaffMember, query: CustomerListQuery): Promise<Result<CustomerPageWire>> {
  const after = decodeCustomerCursor(query.cursor);
  if (!after.ok) return after;
  if (query.brand !== undefined && !staffSeesBrand(member.brands, query.brand)) return ok({ customers: [], nextCursor: null });
  const keys = await listCustomerKeys(db, {
    scope: member.brands,
    brand: query.brand,
    search: customerSearch(query.q),
    after: after.value,
    limit: query.limit,
  });
  const page = keys.slice(0, query.limit);
  const facts = await customerFacts(db, page);
  const last = page.at(-1);
  return ok({
    customers: page.map((key) => customerSummary(key, facts)),
    nextCursor: keys.length > query.limit && last ? encodeCustomerCursor(last) : null,
  });
}
