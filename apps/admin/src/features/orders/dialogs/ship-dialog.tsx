import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { AppDialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/api/client';
import { shipOrder } from '../../../lib/api/orders';
import type { OrderDetail } from '../../../lib/api/types';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { CARRIER_OPTIONS, shipFormSchema, shipRequest, unshippedQuantity, type ShipForm } from '../order-forms';
import { useOrderMutation } from '../use-order-mutation';
import { DialogFooter } from './dialog-footer';

/** Ship: carrier, tracking number and the quantity of each line in this parcel (all that is left, to start with). */
export function ShipDialog({
  order,
  open,
  onOpenChange,
}: {
  order: OrderDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      wide
      title={`Ship order ${order.shortId}`}
      description="Record a parcel handed to a carrier."
    >
      <ShipForm order={order} onDone={() => onOpenChange(false)} />
    </AppDialog>
  );
}

function ShipForm({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const form = useForm<ShipForm>({
    resolver: zodResolver(shipFormSchema(order)),
    defaultValues: {
      carrier: '',
      trackingNumber: '',
      quantities: order.lines.map((line) => String(unshippedQuantity(line))),
    },
  });
  const mutation = useOrderMutation(
    order.id,
    (values: ShipForm) => shipOrder(order.id, shipRequest(values, order), idempotencyKey),
    {
      title: 'Shipment recorded',
      description: `Order ${order.shortId}`,
      onSuccess: onDone,
    },
  );
  const { errors } = form.formState;
  const quantityErrors = errors.quantities as
    (Array<{ message?: string } | undefined> & { message?: string; root?: { message?: string } }) | undefined;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))} className="flex flex-col gap-3">
      {mutation.isError ? <ErrorAlert title="The shipment was not recorded">{errorMessage(mutation.error)}</ErrorAlert> : null}
      <div className="grid grid-cols-2 gap-x-4">
        <Controller
          control={form.control}
          name="carrier"
          render={({ field }) => (
            <SelectField
              label="Carrier"
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              options={CARRIER_OPTIONS}
              placeholder="Choose a carrier"
              error={errors.carrier?.message}
            />
          )}
        />
        <TextField
          label="Tracking number"
          autoComplete="off"
          error={errors.trackingNumber?.message}
          {...form.register('trackingNumber')}
        />
      </div>
      <fieldset className="grid grid-cols-2 gap-x-4">
        <legend className="mb-2 text-sm font-semibold">Items in this parcel</legend>
        {order.lines.map((line, index) => (
          <TextField
            key={line.itemIdentifier}
            label={`${line.title} (${line.sku}) quantity`}
            type="number"
            min={0}
            max={unshippedQuantity(line)}
            hint={`${unshippedQuantity(line)} of ${line.quantity} left to ship`}
            disabled={unshippedQuantity(line) === 0}
            error={quantityErrors?.[index]?.message}
            {...form.register(`quantities.${index}`)}
          />
        ))}
      </fieldset>
      {quantityErrors?.message || quantityErrors?.root?.message ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {quantityErrors.message ?? quantityErrors.root?.message}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="submit" variant="primary" pending={mutation.isPending}>
          Record shipment
        </Button>
      </DialogFooter>
    </form>
  );
}
