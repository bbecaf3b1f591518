import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { stateOptions } from '@store/core/address/states';
import { billingFormSchema, type BillingForm, type BillingFormInput } from '@store/core/checkout/address-form';
import type { AddressRegion } from '@store/core/checkout/address-rules';
import { toOrderAddress } from '@store/core/checkout/order-address';
import { formatPhone } from '@store/core/checkout/phone';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { AppDialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/api/client';
import { updateShippingAddress } from '../../../lib/api/orders';
import type { OrderDetail } from '../../../lib/api/types';
import { useOrderMutation } from '../use-order-mutation';
import { DialogFooter } from './dialog-footer';

/** The checkout's labels: a Canadian order says Province and Postal code and keeps the US word in the label. */
const LABELS: Record<AddressRegion, { state: string; statePlaceholder: string; zip: string }> = {
  US: { state: 'State', statePlaceholder: 'Select a state', zip: 'ZIP code' },
  CA: { state: 'Province (State)', statePlaceholder: 'Select a province', zip: 'Postal code (ZIP code)' },
};

/** The order's region: its shipping address's country, which the API keeps as the order's. */
const regionOf = (order: OrderDetail): AddressRegion => (order.shippingAddress?.address.country === 'CA' ? 'CA' : 'US');

/** Edit the shipping address with the checkout's fields and rules (core's form schema); sent as the order's address. */
export function AddressDialog({
  order,
  open,
  onOpenChange,
}: {
  order: OrderDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title="Edit shipping address" description={`Order ${order.shortId}`}>
      <AddressForm order={order} onDone={() => onOpenChange(false)} />
    </AppDialog>
  );
}

function AddressForm({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const region = regionOf(order);
  const labels = LABELS[region];
  const current = order.shippingAddress;
  const form = useForm<BillingFormInput, unknown, BillingForm>({
    resolver: zodResolver(billingFormSchema(region, 'shipping')),
    defaultValues: {
      fullName: current ? `${current.firstName} ${current.lastName}`.trim() : '',
      line1: current?.address.line1 ?? '',
      line2: current?.address.line2 ?? '',
      city: current?.address.city ?? '',
      state: current?.address.state ?? '',
      zip: current?.address.zip ?? '',
      phone: current ? formatPhone(current.phone) : '',
    },
  });
  const mutation = useOrderMutation(
    order.id,
    (values: BillingForm) => updateShippingAddress(order.id, toOrderAddress(values, region)),
    {
      title: 'Shipping address saved',
      description: `Order ${order.shortId}`,
      onSuccess: onDone,
    },
  );
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))} className="grid grid-cols-6 gap-x-3">
      {mutation.isError ? (
        <div className="col-span-6 mb-2">
          <ErrorAlert title="The address was not saved">{errorMessage(mutation.error)}</ErrorAlert>
        </div>
      ) : null}
      <TextField
        label="Full name"
        autoComplete="off"
        className="col-span-6"
        error={errors.fullName?.message}
        {...form.register('fullName')}
      />
      <TextField
        label="Address"
        autoComplete="off"
        className="col-span-6"
        error={errors.line1?.message}
        {...form.register('line1')}
      />
      <TextField
        label="Apartment, suite, etc."
        autoComplete="off"
        className="col-span-6"
        error={errors.line2?.message}
        {...form.register('line2')}
      />
      <TextField label="City" autoComplete="off" className="col-span-2" error={errors.city?.message} {...form.register('city')} />
      <Controller
        control={form.control}
        name="state"
        render={({ field }) => (
          <SelectField
            label={labels.state}
            value={field.value ?? ''}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            placeholder={labels.statePlaceholder}
            options={stateOptions(region).map((option) => ({ value: option.code, label: option.name }))}
            error={errors.state?.message}
            className="col-span-2"
          />
        )}
      />
      <TextField
        label={labels.zip}
        autoComplete="off"
        className="col-span-2"
        error={errors.zip?.message}
        {...form.register('zip')}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="off"
        placeholder="(555) 555-5555"
        className="col-span-6"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <div className="col-span-6">
        <DialogFooter>
          <Button type="submit" variant="primary" pending={mutation.isPending}>
            Save address
          </Button>
        </DialogFooter>
      </div>
    </form>
  );
}
