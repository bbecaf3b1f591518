import { zodResolver } from '@hookform/resolvers/zod';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { AppDialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/api/client';
import { providerName } from '../../../lib/labels';
import { refundOrder } from '../../../lib/api/orders';
import type { OrderDetail } from '../../../lib/api/types';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { formatMinor, minorDigits, minorToDecimal } from '../../../lib/money';
import { REFUND_REASONS, refundFormSchema, refundRequest, refundableQuantity, type RefundForm } from '../order-forms';
import { linesRefundPreview } from '../refund-preview';
import { useOrderMutation } from '../use-order-mutation';
import { DialogFooter } from './dialog-footer';

interface DialogProps {
  order: OrderDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Refund: by amount or by lines, a reason and a note; one Idempotency-Key for each opening of the dialog. */
export function RefundDialog({ order, open, onOpenChange }: DialogProps) {
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      wide
      title={`Refund order ${order.shortId}`}
      description={`Up to ${formatMinor(order.totals.refundable, order.currency)} can be refunded to the ${providerName(order.provider)} payment.`}
    >
      <RefundForm order={order} onDone={() => onOpenChange(false)} />
    </AppDialog>
  );
}

function RefundForm({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  // Made when the dialog opens: a retried submit (a timeout, a double click) is the same refund to the API.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const form = useForm<RefundForm>({
    resolver: zodResolver(refundFormSchema(order)),
    defaultValues: {
      mode: 'amount',
      amount: minorToDecimal(order.totals.refundable, minorDigits(order.currency)),
      quantities: order.lines.map(() => '0'),
      reason: '',
      note: '',
    },
  });
  const mutation = useOrderMutation(
    order.id,
    (values: RefundForm) => refundOrder(order.id, refundRequest(values, order), idempotencyKey),
    {
      title: 'Refund sent',
      description: `Order ${order.shortId}`,
      onSuccess: onDone,
    },
  );
  const { errors } = form.formState;
  const mode = useWatch({ control: form.control, name: 'mode' });
  const quantities = useWatch({ control: form.control, name: 'quantities' });
  const preview = linesRefundPreview(order, quantities);
  const quantityErrors = errors.quantities as
    (Array<{ message?: string } | undefined> & { message?: string; root?: { message?: string } }) | undefined;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))} className="flex flex-col gap-3">
      {mutation.isError ? <ErrorAlert title="The refund was not made">{errorMessage(mutation.error)}</ErrorAlert> : null}
      <Tabs.Root value={mode} onValueChange={(value) => form.setValue('mode', value === 'lines' ? 'lines' : 'amount')}>
        <Tabs.List aria-label="Refund by" className="mb-3 inline-flex rounded-md border border-slate-300 p-0.5">
          {(
            [
              ['amount', 'By amount'],
              ['lines', 'By lines'],
            ] as const
          ).map(([value, label]) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="rounded px-3 py-1.5 text-sm font-semibold data-[state=active]:bg-slate-900 data-[state=active]:text-white"
            >
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="amount">
          <TextField
            label={`Amount (${order.currency})`}
            inputMode="decimal"
            hint={`At most ${formatMinor(order.totals.refundable, order.currency)}`}
            error={errors.amount?.message}
            className="max-w-xs"
            {...form.register('amount')}
          />
        </Tabs.Content>
        <Tabs.Content value="lines">
          <div className="grid grid-cols-2 gap-x-4">
            {order.lines.map((line, index) => (
              <TextField
                key={line.itemIdentifier}
                label={`${line.title} (${line.sku}) quantity`}
                type="number"
                min={0}
                max={refundableQuantity(line)}
                hint={`${refundableQuantity(line)} of ${line.quantity} refundable · ${formatMinor(line.amount, order.currency)}`}
                error={quantityErrors?.[index]?.message}
                disabled={refundableQuantity(line) === 0}
                {...form.register(`quantities.${index}`)}
              />
            ))}
          </div>
          {quantityErrors?.message || quantityErrors?.root?.message ? (
            <p role="alert" className="text-sm font-semibold text-red-700">
              {quantityErrors.message ?? quantityErrors.root?.message}
            </p>
          ) : null}
          {preview ? (
            <p className="text-sm text-slate-700" aria-live="polite">
              Refunds {formatMinor(preview.amount, order.currency)}
              {preview.tax > 0 ? `, of which tax ${formatMinor(preview.tax, order.currency)}` : ''} (shipping and services are
              refunded by amount)
            </p>
          ) : null}
        </Tabs.Content>
      </Tabs.Root>
      <Controller
        control={form.control}
        name="reason"
        render={({ field }) => (
          <SelectField
            label="Reason"
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            options={REFUND_REASONS}
            placeholder="Choose a reason"
            error={errors.reason?.message}
            className="max-w-xs"
          />
        )}
      />
      <TextAreaField
        label="Note"
        hint="Kept with the refund and in the audit log"
        error={errors.note?.message}
        {...form.register('note')}
      />
      <DialogFooter>
        <Button type="submit" variant="danger" pending={mutation.isPending}>
          Refund
        </Button>
      </DialogFooter>
    </form>
  );
}
