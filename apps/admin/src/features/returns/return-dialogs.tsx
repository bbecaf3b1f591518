import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { AppDialog } from '../../components/ui/dialog';
import { TextAreaField, TextField } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api/client';
import { moveReturn, type ReturnMove } from '../../lib/api/returns';
import type { ReturnSummary } from '../../lib/api/types';
import { newIdempotencyKey } from '../../lib/idempotency';
import { pickDate } from '../../lib/search-params';
import { formatMinor, minorDigits, minorToDecimal, parseMoneyInput } from '../../lib/money';
import { DialogFooter } from '../orders/dialogs/dialog-footer';

const DONE: Record<ReturnMove['action'], string> = {
  approve: 'Return approved',
  refuse: 'Return refused',
  pickup: 'Pick-up scheduled',
  receive: 'Return received',
  refund: 'Return refunded',
};

/** A move on a return: toasts, then the returns list and the order it belongs to are fetched again. */
export function useReturnMove(item: ReturnSummary, onDone?: () => void) {
  const queryClient = useQueryClient();
  const notify = useToast();
  // One key per intent: made when a dialog opens (or a row shows), kept for retries, renewed once a move went through.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  return useMutation({
    mutationFn: (move: ReturnMove) => moveReturn(item.id, move, idempotencyKey),
    onSuccess: async (_answer, move) => {
      setIdempotencyKey(newIdempotencyKey());
      notify({ title: DONE[move.action] });
      onDone?.();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['returns'] }),
        queryClient.invalidateQueries({ queryKey: ['order', item.orderId] }),
      ]);
    },
    onError: (error, move) => {
      if (move.action === 'approve' || move.action === 'receive')
        notify({ title: 'The return did not move', description: errorMessage(error), tone: 'error' });
    },
  });
}

interface ReturnDialogProps {
  item: ReturnSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const refuseSchema = z.object({
  reason: z.string().trim().min(1, 'Say why the return is refused').max(500, 'At most 500 characters'),
});

export function RefuseDialog({ item, open, onOpenChange }: ReturnDialogProps) {
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title="Refuse the return" description="The customer is told the reason.">
      <RefuseForm item={item} onDone={() => onOpenChange(false)} />
    </AppDialog>
  );
}

function RefuseForm({ item, onDone }: { item: ReturnSummary; onDone: () => void }) {
  const form = useForm<z.infer<typeof refuseSchema>>({ resolver: zodResolver(refuseSchema), defaultValues: { reason: '' } });
  const mutation = useReturnMove(item, onDone);
  return (
    <form noValidate onSubmit={form.handleSubmit(({ reason }) => mutation.mutate({ action: 'refuse', reason }))}>
      {mutation.isError ? <ErrorAlert title="The return was not refused">{errorMessage(mutation.error)}</ErrorAlert> : null}
      <TextAreaField label="Reason" error={form.formState.errors.reason?.message} {...form.register('reason')} />
      <DialogFooter>
        <Button type="submit" variant="danger" pending={mutation.isPending}>
          Refuse return
        </Button>
      </DialogFooter>
    </form>
  );
}

const today = () => new Date().toISOString().slice(0, 10);
const pickupSchema = z.object({
  date: z
    .string()
    .refine((value) => pickDate(value) !== undefined, 'Choose a date')
    .refine((value) => value >= today(), 'Choose today or a later day'),
});

export function PickupDialog({ item, open, onOpenChange }: ReturnDialogProps) {
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title="Schedule the pick-up">
      <PickupForm item={item} onDone={() => onOpenChange(false)} />
    </AppDialog>
  );
}

function PickupForm({ item, onDone }: { item: ReturnSummary; onDone: () => void }) {
  const form = useForm<z.infer<typeof pickupSchema>>({
    resolver: zodResolver(pickupSchema),
    defaultValues: { date: item.pickupDate?.slice(0, 10) ?? '' },
  });
  const mutation = useReturnMove(item, onDone);
  return (
    <form noValidate onSubmit={form.handleSubmit(({ date }) => mutation.mutate({ action: 'pickup', date }))}>
      {mutation.isError ? <ErrorAlert title="The pick-up was not scheduled">{errorMessage(mutation.error)}</ErrorAlert> : null}
      <TextField
        label="Pick-up date"
        type="date"
        min={today()}
        error={form.formState.errors.date?.message}
        {...form.register('date')}
      />
      <DialogFooter>
        <Button type="submit" variant="primary" pending={mutation.isPending}>
          Schedule pick-up
        </Button>
      </DialogFooter>
    </form>
  );
}

export function ReturnRefundDialog({ item, open, onOpenChange }: ReturnDialogProps) {
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Refund the return"
      description="Money goes back to the order's payment."
    >
      <ReturnRefundForm item={item} onDone={() => onOpenChange(false)} />
    </AppDialog>
  );
}

function ReturnRefundForm({ item, onDone }: { item: ReturnSummary; onDone: () => void }) {
  const currency = item.currency;
  const schema = z.object({
    amount: z.string().refine((value) => parseMoneyInput(value, currency) !== null, 'Enter an amount such as 25.00'),
    note: z.string().trim().max(500, 'At most 500 characters'),
  });
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { amount: minorToDecimal(item.lineAmount, minorDigits(currency)), note: '' },
  });
  const mutation = useReturnMove(item, onDone);
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ amount, note }) =>
        mutation.mutate({ action: 'refund', amount: parseMoneyInput(amount, currency)!, note: note === '' ? undefined : note }),
      )}
    >
      {mutation.isError ? <ErrorAlert title="The return was not refunded">{errorMessage(mutation.error)}</ErrorAlert> : null}
      <TextField
        label={`Amount (${currency})`}
        inputMode="decimal"
        hint={`${item.quantity} × ${item.title}: ${formatMinor(item.lineAmount, currency)}. Say why in the note when you refund less.`}
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      <TextAreaField label="Note" error={errors.note?.message} {...form.register('note')} />
      <DialogFooter>
        <Button type="submit" variant="danger" pending={mutation.isPending}>
          Refund
        </Button>
      </DialogFooter>
    </form>
  );
}
