import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { FULFILLMENT_STATUSES, ORDER_PAYMENT_STATUSES, ORDER_STATUSES } from '@store/core/back-office/order-states';
import { PAYMENT_PROVIDERS } from '@store/core/enums';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { ALL, SelectField } from '../../components/ui/select-field';
import { FULFILLMENT_STATUS, ORDER_STATUS, PAYMENT_STATUS, providerName } from '../../lib/labels';
import type { OrderSearch } from './order-search';

const withAll = (label: string, options: Array<{ value: string; label: string }>) => [{ value: ALL, label }, ...options];

const STATUS_OPTIONS = withAll(
  'Any status',
  ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS[s].label })),
);
const PAYMENT_OPTIONS = withAll(
  'Any payment',
  ORDER_PAYMENT_STATUSES.map((s) => ({ value: s, label: PAYMENT_STATUS[s].label })),
);
const FULFILMENT_OPTIONS = withAll(
  'Any fulfilment',
  FULFILLMENT_STATUSES.map((s) => ({ value: s, label: FULFILLMENT_STATUS[s].label })),
);
// Two providers share a name ("Card"): the key tells them apart.
const PROVIDER_OPTIONS = withAll(
  'Any provider',
  PAYMENT_PROVIDERS.map((p) => ({ value: p, label: `${providerName(p)} (${p})` })),
);

/** The orders list's search box and filters; every change is written to the URL (the brand comes from the switcher). */
export function OrderFilters({ search }: { search: OrderSearch }) {
  const navigate = useNavigate({ from: '/orders' });
  const [q, setQ] = useState(search.q ?? '');
  const set = (patch: Partial<OrderSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  const pick = (key: 'status' | 'paymentStatus' | 'fulfillmentStatus' | 'provider') => (value: string) =>
    set({ [key]: value === ALL ? undefined : value });
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    set({ q: q.trim() === '' ? undefined : q.trim() });
  };
  const filtered = Object.entries(search).some(([key, value]) => key !== 'sort' && key !== 'brand' && value !== undefined);
  return (
    <div className="mb-4 flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <form role="search" onSubmit={onSearch} className="flex items-end gap-2">
        <TextField
          label="Search orders"
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder="Short id, email, name, phone or ZIP"
          className="flex-1 [&>p:last-child]:hidden"
          maxLength={100}
        />
        <Button type="submit" variant="primary">
          Search
        </Button>
      </form>
      {/* Filters show no errors: the fields' reserved error line is dropped, so the bar stays tight. */}
      <div className="grid grid-cols-3 gap-3 xl:grid-cols-6 [&>div>p:last-child]:hidden">
        <SelectField label="Status" value={search.status ?? ALL} options={STATUS_OPTIONS} onValueChange={pick('status')} />
        <SelectField
          label="Payment status"
          value={search.paymentStatus ?? ALL}
          options={PAYMENT_OPTIONS}
          onValueChange={pick('paymentStatus')}
        />
        <SelectField
          label="Fulfilment status"
          value={search.fulfillmentStatus ?? ALL}
          options={FULFILMENT_OPTIONS}
          onValueChange={pick('fulfillmentStatus')}
        />
        <SelectField
          label="Provider"
          value={search.provider ?? ALL}
          options={PROVIDER_OPTIONS}
          onValueChange={pick('provider')}
        />
        <TextField
          label="From"
          type="date"
          value={search.from ?? ''}
          max={search.to}
          onChange={(event) => set({ from: event.target.value || undefined })}
        />
        <TextField
          label="To"
          type="date"
          value={search.to ?? ''}
          min={search.from}
          onChange={(event) => set({ to: event.target.value || undefined })}
        />
      </div>
      {filtered ? (
        <div>
          <Button
            variant="ghost"
            onClick={() => {
              setQ('');
              void navigate({ search: (prev) => ({ brand: prev.brand, sort: prev.sort }), replace: true });
            }}
          >
            Clear filters
          </Button>
        </div>
      ) : null}
    </div>
  );
}
