import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, Outlet, getRouteApi, useNavigate } from '@tanstack/react-router';
import type { StaffPermission } from '@store/core/back-office/staff-roles';
import { ALL, SelectField } from '../../components/ui/select-field';
import { useToast } from '../../components/ui/toast';
import { meQuery, signOut } from '../../lib/api/auth';
import { errorMessage } from '../../lib/api/client';
import type { StaffMe } from '../../lib/api/types';
import { brandName } from '../../lib/labels';
import { may, switchableBrands } from '../../lib/permissions';

const route = getRouteApi('/_app');

/** The sections of the sidebar and the permission each needs (hidden without it; the API refuses it anyway). */
const SECTIONS: ReadonlyArray<{
  to:
    | '/dashboard'
    | '/orders'
    | '/customers'
    | '/returns'
    | '/catalog'
    | '/coupons'
    | '/reviews'
    | '/experiments'
    | '/audit'
    | '/staff';
  label: string;
  needs: readonly StaffPermission[];
}> = [
  { to: '/dashboard', label: 'Dashboard', needs: ['dashboard.read'] },
  { to: '/orders', label: 'Orders', needs: ['orders.read'] },
  { to: '/customers', label: 'Customers', needs: ['customers.read'] },
  { to: '/returns', label: 'Returns', needs: ['returns.open', 'returns.decide', 'returns.refund'] },
  { to: '/catalog', label: 'Catalogue', needs: ['catalog.read'] },
  { to: '/coupons', label: 'Coupons', needs: ['coupons.manage'] },
  { to: '/reviews', label: 'Reviews', needs: ['reviews.moderate'] },
  { to: '/experiments', label: 'Experiments', needs: ['experiments.manage'] },
  { to: '/audit', label: 'Audit log', needs: ['audit.read'] },
  { to: '/staff', label: 'Staff', needs: ['staff.manage'] },
];

const ROLE_LABELS: Record<StaffMe['role'], string> = { owner: 'Owner', manager: 'Manager', support: 'Support' };

/** Every signed-in page: the sidebar (sections, brand switcher, the person and sign out) and the page itself. */
export function AppLayout() {
  const { data: me } = useSuspenseQuery(meQuery);
  return (
    <div className="grid min-h-screen grid-cols-[13rem_minmax(0,1fr)] xl:grid-cols-[16rem_minmax(0,1fr)]">
      <div className="bg-slate-900">
        <aside className="sticky top-0 flex h-screen flex-col gap-6 px-4 py-5 text-slate-100">
          <p className="text-lg font-bold">Store admin</p>
          <BrandSwitcher me={me} />
          <nav aria-label="Sections">
            <ul className="flex flex-col gap-1">
              {SECTIONS.filter((section) => section.needs.some((permission) => may(me, permission))).map((section) => (
                <li key={section.to}>
                  <Link
                    to={section.to}
                    className="block rounded-md px-3 py-2 text-sm font-semibold text-slate-200 hover:bg-slate-800"
                    activeProps={{ className: 'bg-slate-700 text-white', 'aria-current': 'page' }}
                  >
                    {section.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-auto">
            <PersonMenu me={me} />
          </div>
        </aside>
      </div>
      <main className="min-w-0 px-8 py-6">
        <Outlet />
      </main>
    </div>
  );
}

/** "All brands" or one of the member's brands, kept in the URL (`brand`) and applied by every list. */
function BrandSwitcher({ me }: { me: StaffMe }) {
  const { brand } = route.useSearch();
  const navigate = useNavigate();
  const brands = switchableBrands(me);
  const options = [{ value: ALL, label: 'All brands' }, ...brands.map((key) => ({ value: key, label: brandName(key) }))];
  return (
    <div className="[&_label]:text-slate-300 [&_p]:text-slate-400">
      <SelectField
        label="Brand"
        value={brand ?? ALL}
        options={options}
        onValueChange={(value) =>
          void navigate({
            to: '.',
            search: (prev: Record<string, unknown>) => ({ ...prev, brand: value === ALL ? undefined : value }),
          })
        }
        className="text-slate-900 [&_button]:bg-white"
      />
    </div>
  );
}

function PersonMenu({ me }: { me: StaffMe }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useToast();
  const mutation = useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.clear();
      void navigate({ to: '/sign-in', search: {} });
    },
    onError: (error) => notify({ title: 'Could not sign out', description: errorMessage(error), tone: 'error' }),
  });
  const brands = me.brands === 'all' ? 'All brands' : me.brands.map(brandName).join(', ');
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="w-full rounded-md border border-slate-700 px-3 py-2 text-left hover:bg-slate-800">
        <span className="block text-sm font-semibold">{me.name}</span>
        <span className="block text-xs text-slate-300">
          {ROLE_LABELS[me.role]} · {brands}
        </span>
        <span className="sr-only">, account menu</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side="top"
          align="start"
          sideOffset={6}
          className="z-50 w-56 rounded-md border border-slate-200 bg-white p-1 text-sm text-slate-900 shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs text-slate-600">{me.email}</DropdownMenu.Label>
          <DropdownMenu.Item asChild className="block rounded px-2 py-1.5 outline-none data-[highlighted]:bg-slate-100">
            <Link to="/account/security">Account security</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item
            onSelect={() => mutation.mutate()}
            className="rounded px-2 py-1.5 outline-none data-[highlighted]:bg-slate-100"
          >
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
