import type { OrderDetails } from '../../lib/api/orders';

/** An order's shipping or billing address as a postal block (name, street and apartment, city, state and ZIP). */
export function PostalAddress({ details, testId }: { details: OrderDetails; testId?: string }) {
  const { address } = details;
  return (
    <address className="not-italic" data-testid={testId}>
      {details.firstName} {details.lastName}
      <br />
      {address.line1}
      {address.line2 === '' ? null : <>, {address.line2}</>}
      <br />
      {address.city}, {address.state} {address.zip}
    </address>
  );
}
