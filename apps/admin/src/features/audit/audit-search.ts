import { listQuery, pickBrand, pickDate, pickText } from '../../lib/search-params';

/** The audit log's filters as the URL holds them. */
export interface AuditSearch {
  staff?: string;
  action?: string;
  brand?: string;
  from?: string;
  to?: string;
}

/** The URL's search params as audit filters (a person's email, an action name, a brand, a date range). */
export function parseAuditSearch(raw: Record<string, unknown>): AuditSearch {
  const action = pickText(raw.action, 60);
  return {
    staff: pickText(raw.staff, 254),
    action: action !== undefined && /^[a-z0-9._-]+$/i.test(action) ? action : undefined,
    brand: pickBrand(raw.brand),
    from: pickDate(raw.from),
    to: pickDate(raw.to),
  };
}

/** GET /admin/audit's query string for the filters and a page. */
export function auditApiQuery(search: AuditSearch, cursor: string | null): string {
  return listQuery({ ...search }, cursor);
}
