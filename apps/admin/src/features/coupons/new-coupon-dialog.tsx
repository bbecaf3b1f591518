import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { AppDialog } from '../../components/ui/dialog';
import { SelectField } from '../../components/ui/select-field';
import { useToast } from '../../components/ui/toast';
import { meQuery } from '../../lib/api/auth';
import { errorMessage } from '../../lib/api/client';
import { createCoupon, type CouponRules } from '../../lib/api/coupons';
import { newIdempotencyKey } from '../../lib/idempotency';
import { brandName } from '../../lib/labels';
import { switchableBrands } from '../../lib/permissions';
import { DialogFooter } from '../orders/dialogs/dialog-footer';
import { CouponFields } from './coupon-fields';
import { couponResolver, EMPTY_COUPON, type CouponFormValues } from './coupon-form';
import { currencyOf } from './coupon-labels';

/** "New coupon": its brand and rules; once made, its page opens. */
export function NewCouponDialog({
  open,
  onOpenChange,
  brand,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The brand switcher's brand, chosen first. */
  brand: string | undefined;
}) {
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title="New coupon"
      description="Shoppers can use it as soon as it is saved, from its start."
      wide
    >
      <NewCouponForm initialBrand={brand} onDone={() => onOpenChange(false)} />
    </AppDialog>
  );
}

function NewCouponForm({ initialBrand, onDone }: { initialBrand: string | undefined; onDone: () => void }) {
  const { data: me } = useSuspenseQuery(meQuery);
  const brands = switchableBrands(me);
  const [brand, setBrand] = useState(initialBrand ?? brands[0] ?? '');
  // One key per opening of the dialog: a retried save creates the coupon once.
  const [key] = useState(newIdempotencyKey);
  const currency = currencyOf(brand);
  const form = useForm<CouponFormValues, unknown, CouponRules>({
    defaultValues: EMPTY_COUPON,
    resolver: couponResolver(currency),
  });
  const client = useQueryClient();
  const notify = useToast();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: (rules: CouponRules) => createCoupon(brand, rules, key),
    onSuccess: async (created) => {
      notify({ title: `Coupon ${created.rules.code} created` });
      await client.invalidateQueries({ queryKey: ['coupons'] });
      onDone();
      await navigate({ to: '/coupons/$brand/$code', params: { brand: created.brand, code: created.rules.code } });
    },
  });
  return (
    <form
      onSubmit={(e) => void form.handleSubmit((rules) => mutation.mutate(rules))(e)}
      noValidate
      aria-label="New coupon"
      className="flex flex-col gap-4"
    >
      <SelectField
        label="Brand"
        value={brand}
        onValueChange={setBrand}
        options={brands.map((b) => ({ value: b, label: brandName(b) }))}
        className="max-w-xs"
      />
      <CouponFields form={form} brand={brand} currency={currency} codeLocked={false} />
      {mutation.isError ? <ErrorAlert title="The coupon was not created">{errorMessage(mutation.error)}</ErrorAlert> : null}
      <DialogFooter>
        <Button type="submit" variant="primary" pending={mutation.isPending}>
          Create coupon
        </Button>
      </DialogFooter>
    </form>
  );
}
