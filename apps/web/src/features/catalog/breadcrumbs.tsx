import { IntentLink } from '../../components/intent-link';

export interface Crumb {
  label: string;
  href: string;
}

/** Where the page sits in the store, as a labelled navigation list. */
export function Breadcrumbs({ crumbs, current }: { crumbs: readonly Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm">
      <ol className="flex flex-wrap gap-1">
        {crumbs.map((crumb) => (
          <li key={crumb.href} className="after:ml-1 after:content-['›'] after:text-muted">
            <IntentLink href={crumb.href} className="underline">
              {crumb.label}
            </IntentLink>
          </li>
        ))}
        <li aria-current="page" className="text-muted">
          {current}
        </li>
      </ol>
    </nav>
  );
}
