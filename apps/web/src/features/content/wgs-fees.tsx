import { formatMoney } from '@store/core/money';
import type { BrandConfig } from '@store/core/brands';
import { fetchWgsFees, type WgsFees } from '../../lib/api/wgs-fees';

const CELL = 'border-b border-ink/15 px-3 py-2 align-top';
const AMOUNT = `${CELL} whitespace-nowrap text-right`;

/**
 * "/white-glove-service shows the live fees from GET /orders/wgs": the first-item and extra-item fees and the
 * removal states as the API prices them at checkout. Without an answer it says how the fee works and shows no number,
 * so the page can never quote a price the checkout would not charge.
 */
export async function WgsFeesBlock({ brand }: { brand: BrandConfig }) {
  const fees = await fetchWgsFees(brand.key);
  return (
    <section aria-labelledby="wgs-fees-heading" className="mt-10 max-w-3xl" data-testid="wgs-fees">
      <h2 id="wgs-fees-heading" className="mb-3 text-2xl font-bold">
        White glove fees
      </h2>
      {fees === null ? <FeesWithoutNumbers /> : <FeesTable fees={fees} brand={brand} />}
    </section>
  );
}

function FeesWithoutNumbers() {
  return (
    <p data-testid="wgs-fees-unavailable">
      White glove delivery is one fee for the first item and a lower fee for each additional item; bedding and other soft goods
      add nothing. Your cart shows the exact fee when you choose white glove at checkout.
    </p>
  );
}

function FeesTable({ fees, brand }: { fees: WgsFees; brand: BrandConfig }) {
  const money = (amount: number) => formatMoney({ amount, currency: brand.currency });
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">White glove delivery fees</caption>
          <tbody>
            {[
              { label: 'First item', value: money(fees.firstItem), testId: 'wgs-first-item' },
              { label: 'Each additional item', value: money(fees.extraItem), testId: 'wgs-extra-item' },
              { label: 'Bedding and other soft goods', value: 'No fee', testId: undefined },
            ].map((row) => (
              <tr key={row.label}>
                <th scope="row" className={CELL}>
                  {row.label}
                </th>
                <td className={AMOUNT} data-testid={row.testId}>
                  {row.value}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="mt-6 mb-2 text-xl font-semibold">Old mattress removal</h3>
      {fees.removalFeeStates.length === 0 ? (
        <p>Old mattress removal is not offered with white glove delivery on this store.</p>
      ) : (
        <>
          <p>
            With white glove delivery the crew takes your old mattress away for recycling in the states that charge a mattress
            recycling fee. The fee is set by the state and shows in your cart:
          </p>
          <ul className="my-3 list-disc pl-6" data-testid="wgs-removal-states">
            {fees.removalFeeStates.map((entry) => (
              <li key={entry.state}>
                {entry.state}: {money(entry.feePerMattress)} per mattress
              </li>
            ))}
          </ul>
        </>
      )}
      {fees.unavailableStates.length > 0 ? (
        <p className="mt-3">
          White glove crews do not deliver to {listOf(fees.unavailableStates)}; orders there ship free to your door.
        </p>
      ) : null}
    </>
  );
}

/** ['AK', 'HI'] as "AK and HI", three or more as "NT, NU and YT". */
function listOf(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
