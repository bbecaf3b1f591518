import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { ErrorAlert, Notice } from '../../components/ui/alert';
import { SelectField } from '../../components/ui/select-field';
import { PageHeader } from '../../components/ui/section';
import { meQuery } from '../../lib/api/auth';
import { errorMessage } from '../../lib/api/client';
import { experimentsQuery } from '../../lib/api/experiments';
import { brandName } from '../../lib/labels';
import { switchableBrands } from '../../lib/permissions';
import { ExperimentCard } from './experiment-card';

const route = getRouteApi('/_app');

/**
 * Experiments of one brand (the sidebar's brand, else the member's first): each one's split, exposures and on/off.
 * Experiments run per brand, so "All brands" shows the first brand with a picker.
 */
export function ExperimentsPage() {
  const { data: me } = useSuspenseQuery(meQuery);
  const { brand: picked } = route.useSearch();
  const navigate = useNavigate();
  const brands = switchableBrands(me);
  const brand = picked !== undefined && brands.includes(picked) ? picked : (brands[0] ?? '');
  const query = useQuery({ ...experimentsQuery(brand), enabled: brand !== '' });
  const experiments = query.data?.experiments ?? [];

  return (
    <div className="max-w-6xl">
      <PageHeader title={`Experiments · ${brandName(brand)}`}>
        {brands.length > 1 ? (
          <SelectField
            label="Brand"
            value={brand}
            options={brands.map((key) => ({ value: key, label: brandName(key) }))}
            onValueChange={(value) =>
              void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, brand: value }) })
            }
            className="w-56"
          />
        ) : null}
      </PageHeader>
      <p className="mb-4 max-w-3xl text-sm text-slate-700">
        A saved change reaches every storefront within 5 seconds. A visitor keeps the variant they were first given while the
        experiment runs; a new split applies to new visitors, and a variant set to 0% sends its visitors to the others. Turning an
        experiment off gives every visitor its control. Exposures count visitors given each variant for the first time.
      </p>
      {query.isError ? <ErrorAlert title="The experiments could not be loaded">{errorMessage(query.error)}</ErrorAlert> : null}
      {query.isPending ? <Notice>Loading experiments…</Notice> : null}
      {query.isSuccess && experiments.length === 0 ? <Notice>{brandName(brand)} runs no experiment.</Notice> : null}
      <div className="flex flex-col gap-4">
        {experiments.map((experiment) => (
          <ExperimentCard key={`${brand}/${experiment.name}`} experiment={experiment} />
        ))}
      </div>
    </div>
  );
}
