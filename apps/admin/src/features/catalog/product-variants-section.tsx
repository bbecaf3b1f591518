import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { variantRowsOf } from '@store/core/catalog-admin/variant-rows';
import { optionsText } from '@store/core/catalog-admin/variant-rows';
import { FieldFrame, INPUT_CLASS } from '../../components/ui/field';
import { Section } from '../../components/ui/section';
import { formatMinor } from '../../lib/money';
import { MoneyField } from './money-field';
import { documentOf, errorAt, type ProductFormValues } from './product-form-model';

interface SectionProps {
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  currency: string;
  readOnly: boolean;
}

// The shared input class fills its cell; these cells hold a few digits.
const NARROW = INPUT_CLASS.replace('w-full', '');
const CELL_INPUT = `${NARROW} w-16 text-right tabular-nums`;
const dayRule = { valueAsNumber: true } as const;

/** The product's prices: one list price, its options' differences and one sale percent, or a price per variant. */
export function PricesSection({ control, errors, currency, readOnly }: SectionProps) {
  const doc = useWatch({ control, name: 'doc' });
  if (doc.bundlePage !== undefined)
    return (
      <Section title="Prices">
        <p className="text-sm text-slate-700">
          A bundle page&apos;s price follows its parts: change the parts&apos; prices and it is priced anew when they are saved.
        </p>
      </Section>
    );
  if (Array.isArray(doc.pricing))
    return (
      <Section title="Prices">
        <p className="mb-3 text-sm text-slate-600">Priced per variant: each variant&apos;s list and sale price below.</p>
        <table className="text-sm" aria-label="Price per variant">
          <thead className="text-left text-xs text-slate-600 uppercase">
            <tr>
              <th className="py-1 pr-4">Sku</th>
              <th className="py-1 pr-4">List price</th>
              <th className="py-1 pr-4">Sale price</th>
            </tr>
          </thead>
          <tbody>
            {doc.pricing.map((entry, i) => (
              <tr key={entry.sku}>
                <td className="pr-4 font-mono text-xs">{entry.sku}</td>
                <td className="pr-4">
                  <Controller
                    control={control}
                    name={`doc.pricing.${i}.listPrice.amount` as 'doc.pricing'}
                    render={({ field }) => (
                      <MoneyField
                        compact
                        label={`List price of ${entry.sku}`}
                        value={field.value as unknown as number}
                        onChange={field.onChange}
                        disabled={readOnly}
                        error={errorAt(errors, `doc.pricing.${i}.listPrice.amount`)}
                      />
                    )}
                  />
                </td>
                <td className="pr-4">
                  <Controller
                    control={control}
                    name={`doc.pricing.${i}.discountedPrice.amount` as 'doc.pricing'}
                    render={({ field }) => (
                      <MoneyField
                        compact
                        label={`Sale price of ${entry.sku}`}
                        value={field.value as unknown as number}
                        onChange={field.onChange}
                        disabled={readOnly}
                        error={errorAt(errors, `doc.pricing.${i}.discountedPrice.amount`)}
                      />
                    )}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
    );
  return (
    <Section title="Prices">
      <div className="grid max-w-2xl grid-cols-3 gap-4">
        <Controller
          control={control}
          name="doc.pricing.listPrice.amount"
          render={({ field }) => (
            <MoneyField
              label={`List price (${currency})`}
              hint="The default options' price before the sale"
              value={field.value}
              onChange={field.onChange}
              disabled={readOnly}
              error={errorAt(errors, 'doc.pricing.listPrice.amount')}
            />
          )}
        />
        <Controller
          control={control}
          name="doc.pricing.price.discount"
          render={({ field }) => (
            <FieldFrame label="Sale, percent off list" error={errorAt(errors, 'doc.pricing.price.discount')}>
              {({ id, describedBy, invalid }) => (
                <input
                  id={id}
                  type="number"
                  min={0}
                  max={100}
                  step="any"
                  disabled={readOnly}
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                  className={`${INPUT_CLASS} text-right`}
                  value={Number.isFinite(field.value) ? field.value : ''}
                  onChange={(e) => field.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
                />
              )}
            </FieldFrame>
          )}
        />
        <div className="text-sm">
          <p className="font-semibold text-slate-800">Sale price</p>
          <p className="mt-2 text-lg tabular-nums">{saleOfDefault(doc, currency)}</p>
          <p className="text-xs text-slate-600">What the default options cost; each option adds its difference below.</p>
          <p className="text-xs font-semibold text-red-700">{errorAt(errors, 'doc.pricing.price.amount') ?? ''}</p>
        </div>
      </div>
    </Section>
  );
}

function saleOfDefault(doc: ProductFormValues['doc'], currency: string): string {
  try {
    const rows = variantRowsOf(documentOf({ doc, highlights: '', markers: '' }));
    const defaults = doc.properties.map((p) => p.defaultValue).join('|');
    const row = rows.find((r) => r.options.map((o) => o.value).join('|') === defaults) ?? rows[0];
    return row ? formatMinor(row.price, currency) : '—';
  } catch {
    return '—';
  }
}

/** Each property's options (difference to the list price, out of stock) and every variant's price and availability. */
export function VariantsSection({ control, register, errors, currency, readOnly }: SectionProps) {
  const doc = useWatch({ control, name: 'doc' });
  let rows: ReturnType<typeof variantRowsOf> = [];
  try {
    rows = variantRowsOf(documentOf({ doc, highlights: '', markers: '' }));
  } catch {
    rows = [];
  }
  const perSku = Array.isArray(doc.pricing);
  return (
    <Section title="Options and variants">
      <div className="flex flex-col gap-5">
        {doc.properties.map((property, p) => (
          <div key={property.name}>
            <div className="mb-2 flex items-end gap-4">
              <h3 className="text-sm font-bold">{property.title}</h3>
              <label className="flex items-center gap-2 text-sm">
                Default
                <select disabled={readOnly} className={`${NARROW} w-auto`} {...register(`doc.properties.${p}.defaultValue`)}>
                  {property.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.title}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <table className="text-sm" aria-label={`${property.title} options`}>
              <thead className="text-left text-xs text-slate-600 uppercase">
                <tr>
                  <th className="py-1 pr-4">Option</th>
                  <th className="py-1 pr-4">Code</th>
                  <th className="py-1 pr-4">Title</th>
                  <th className="py-1 pr-4">Adds to list price</th>
                  <th className="py-1 pr-4">Out of stock</th>
                </tr>
              </thead>
              <tbody>
                {property.options.map((option, o) => (
                  <tr key={option.value}>
                    <td className="pr-4 font-mono text-xs">{option.value}</td>
                    <td className="pr-4 font-mono text-xs">{option.code}</td>
                    <td className="pr-4">
                      <input
                        aria-label={`Title of ${property.title} ${option.value}`}
                        disabled={readOnly}
                        className={`${NARROW} w-56`}
                        {...register(`doc.properties.${p}.options.${o}.title`)}
                      />
                    </td>
                    <td className="pr-4">
                      {perSku ? (
                        <span className="tabular-nums text-slate-600">
                          {formatMinor(option.priceDiff, currency)} (from the variants&apos; prices)
                        </span>
                      ) : (
                        <Controller
                          control={control}
                          name={`doc.properties.${p}.options.${o}.priceDiff`}
                          render={({ field }) => (
                            <MoneyField
                              compact
                              allowNegative
                              label={`${property.title} ${option.title} adds`}
                              value={field.value}
                              onChange={field.onChange}
                              disabled={readOnly}
                              error={errorAt(errors, `doc.properties.${p}.options.${o}.priceDiff`)}
                            />
                          )}
                        />
                      )}
                    </td>
                    <td className="pr-4 text-center">
                      <input
                        type="checkbox"
                        aria-label={`${property.title} ${option.title} out of stock`}
                        disabled={readOnly}
                        {...register(`doc.properties.${p}.options.${o}.outOfStock`)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
        <div className="overflow-x-auto">
          <h3 className="mb-2 text-sm font-bold">Variants</h3>
          <table className="w-full text-sm" aria-label="Variants">
            <thead className="text-left text-xs text-slate-600 uppercase">
              <tr>
                <th className="py-1 pr-3">Variant</th>
                <th className="py-1 pr-3 text-right">Price</th>
                <th className="py-1 pr-3 text-right">List</th>
                <th className="py-1 pr-3">Sold</th>
                <th className="py-1 pr-3">In stock</th>
                <th className="py-1 pr-3">Back-order</th>
                <th className="py-1 pr-3">Ships in (days)</th>
                <th className="py-1 pr-3">White glove (days)</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const base = `doc.availability.${row.sku}` as const;
                const problem = ['shippingFrom', 'shippingTo', 'wgsShippingFrom', 'wgsShippingTo', 'isActive']
                  .map((f) => errorAt(errors, `${base}.${f}`))
                  .find(Boolean);
                return (
                  <tr key={row.sku} className="border-t border-slate-100">
                    <td className="py-1.5 pr-3">
                      <div>{optionsText(row)}</div>
                      <div className="font-mono text-xs text-slate-600">{row.sku}</div>
                      {problem ? <div className="text-xs font-semibold text-red-700">{problem}</div> : null}
                    </td>
                    <td className="pr-3 text-right tabular-nums">{formatMinor(row.price, currency)}</td>
                    <td className="pr-3 text-right text-slate-600 tabular-nums">{formatMinor(row.listPrice, currency)}</td>
                    {row.hasAvailability ? (
                      <>
                        <td className="pr-3 text-center">
                          <input
                            type="checkbox"
                            aria-label={`${row.sku} sold`}
                            disabled={readOnly}
                            {...register(`${base}.isActive`)}
                          />
                        </td>
                        <td className="pr-3 text-center">
                          <input
                            type="checkbox"
                            aria-label={`${row.sku} in stock`}
                            disabled={readOnly}
                            {...register(`${base}.isInStock`)}
                          />
                        </td>
                        <td className="pr-3 text-center">
                          <input
                            type="checkbox"
                            aria-label={`${row.sku} back-order`}
                            disabled={readOnly}
                            {...register(`${base}.isBackOrderAllowed`)}
                          />
                        </td>
                        <td className="pr-3 whitespace-nowrap">
                          <input
                            aria-label={`${row.sku} ships from`}
                            type="number"
                            min={0}
                            disabled={readOnly}
                            className={CELL_INPUT}
                            {...register(`${base}.shippingFrom`, dayRule)}
                          />
                          {' – '}
                          <input
                            aria-label={`${row.sku} ships by`}
                            type="number"
                            min={0}
                            disabled={readOnly}
                            className={CELL_INPUT}
                            {...register(`${base}.shippingTo`, dayRule)}
                          />
                        </td>
                        <td className="pr-3 whitespace-nowrap">
                          <input
                            aria-label={`${row.sku} white glove from`}
                            type="number"
                            min={0}
                            disabled={readOnly}
                            className={CELL_INPUT}
                            {...register(`${base}.wgsShippingFrom`, dayRule)}
                          />
                          {' – '}
                          <input
                            aria-label={`${row.sku} white glove by`}
                            type="number"
                            min={0}
                            disabled={readOnly}
                            className={CELL_INPUT}
                            {...register(`${base}.wgsShippingTo`, dayRule)}
                          />
                        </td>
                      </>
                    ) : (
                      <td colSpan={5} className="pr-3 text-slate-600">
                        Not sold: no availability (add it in the JSON view)
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </div>
    </Section>
  );
}
