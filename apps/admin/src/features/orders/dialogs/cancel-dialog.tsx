import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { AppDialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api/client';
import { cancelOrder } from '../../../lib/api/orders';
import type { OrderDetail } from '../../../lib/api/types';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { useOrderMutation } from '../use-order-mutation';
import { DialogFooter } from './dialog-footer';

const schema = z.object({
  reason: z.string().trim().min(1, 'Say why the order is cancelled').max(500, 'Keep the reason to 500 characters'),
});

/** Cancel: a confirmation with a reason (a paid order is refunded in full by the API). */
export function CancelDialog({
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
      title={`Cancel order ${order.shortId}?`}
      description="The order is cancelled for good. A paid order is refunded in full."
    >
      <CancelForm order={order} onDone={() => onOpenChange(false)} />
    </AppDialog>
  );
}

function CancelForm({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const mutation = useOrderMutation(order.id, (reason: string) => cancelOrder(order.id, reason, idempotencyKey), {
    title: 'Order cancelled',
    description: `Order ${order.shortId}`,
    onSuccess: onDone,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(({ reason }) => mutation.mutate(reason))} className="flex flex-col gap-3">
      {mutation.isError ? <ErrorAlert title="The order was not cancelled">{errorMessage(mutation.error)}</ErrorAlert> : null}
      <TextAreaField
        label="Reason"
        hint="Kept in the audit log, e.g. Customer request, Out of stock"
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
      <DialogFooter>
        <Button type="submit" variant="danger" pending={mutation.isPending}>
          Cancel order
        </Button>
      </DialogFooter>
    </form>
  );
}
