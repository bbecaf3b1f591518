import type {
  FulfillmentStatus,
  OrderPaymentStatus,
  OrderStatus,
  RefundStatus,
  ReturnStatus,
} from '@store/core/back-office/order-states';
import type { AuditEntryWire } from '@store/core/back-office/audit-wire';
import type { StaffReturnWire } from '@store/core/back-office/return-wire';
import type { StaffMeWire } from '@store/core/back-office/staff-wire';

/** The staff API's answers (/admin/*), as the staff application reads them. Money is integer minor units. */

/** The signed-in staff member (core staff-wire.ts). */
export type StaffMe = StaffMeWire;

/** POST /admin/auth/sign-in: a code is asked for next, or the member is signed in. */
export type SignInAnswer = { twoFactorRequired: true } | { twoFactorRequired?: false; staff: StaffMe };

export interface TwoFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

export interface OrderSummary {
  id: string;
  shortId: string;
  brand: string;
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
  fulfillmentStatus: FulfillmentStatus;
  email: string;
  name: string;
  phone: string;
  zip: string;
  totalAmount: number;
  refundedAmount: number;
  currency: string;
  provider: string;
  createdAt: string;
  paidAt: string | null;
}

export interface OrderPage {
  orders: OrderSummary[];
  nextCursor: string | null;
}

export interface OrderLine {
  itemIdentifier: string;
  title: string;
  sku: string;
  quantity: number;
  properties: Array<{ name: string; value: string }>;
  extras: Array<{ title: string; kind?: string | null; amount?: number | null }> | null;
  amount: number;
  shippedQuantity: number;
  refundedQuantity: number;
  returnableQuantity: number;
}

export interface OrderAddress {
  firstName: string;
  lastName: string;
  phone: string;
  address: { line1: string; line2: string; zip: string; city: string; state: string; country: string };
}

/** subtotal − discount + shipping + tax + adjustment = total (shipping holds every non-tax extra). */
export interface OrderTotals {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  /** A correction the order carries (rounding of a provider, a manual change); absent or 0 most of the time. */
  adjustment?: number;
  total: number;
  refunded: number;
  refundable: number;
}

/** A payment attempt at the provider. */
export interface OrderPayment {
  id: string;
  provider: string;
  status: string;
  amount: number;
  currency?: string;
  /** The provider's charge or intent id. */
  reference: string | null;
  message?: string | null;
  createdAt: string;
}

export interface OrderRefund {
  id: string;
  amount: number;
  status: RefundStatus;
  reason: string;
  note: string | null;
  lines?: Array<{ itemIdentifier: string; quantity: number }>;
  /** The part of `amount` that is the lines' share of the order's tax (0 for a refund by amount). */
  taxAmount?: number;
  createdAt: string;
  staffEmail: string | null;
}

export interface OrderShipment {
  id: string;
  /** The carrier's key (core carriers.ts). */
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
  lines: Array<{ itemIdentifier: string; quantity: number }>;
  shippedAt: string;
}

/** A return as the back office lists and moves it (core return-wire.ts). */
export type ReturnSummary = StaffReturnWire;

/** A return as the order's page lists it. */
export interface OrderReturn {
  id: string;
  itemIdentifier: string;
  title: string;
  quantity: number;
  reason: string;
  comment: string | null;
  status: ReturnStatus;
  refusedReason: string | null;
  pickupDate: string | null;
  receivedAt: string | null;
  openedBy: string;
  createdAt: string;
}

export interface OrderDetail extends OrderSummary {
  lines: OrderLine[];
  extras: Array<{ title: string; kind: string; amount: number }>;
  shippingAddress: OrderAddress | null;
  billingAddress: OrderAddress | null;
  consents: { email: boolean | null; sms: boolean | null };
  totals: OrderTotals;
  payments: OrderPayment[];
  refunds: OrderRefund[];
  shipments: OrderShipment[];
  returns: OrderReturn[];
  allowedActions: string[];
}

export interface TimelineEntry {
  at: string;
  kind: 'order' | 'payment' | 'webhook' | 'email' | 'job' | 'refund' | 'shipment' | 'return' | 'staff';
  title: string;
  detail: string | null;
  actor: string | null;
}

export interface OrderWithTimeline {
  order: OrderDetail;
  timeline: TimelineEntry[];
}

export interface ReturnPage {
  returns: ReturnSummary[];
  nextCursor: string | null;
}

/** One audit log entry (core audit-wire.ts). */
export type AuditEntry = AuditEntryWire;

export interface AuditPage {
  entries: AuditEntry[];
  nextCursor: string | null;
}
