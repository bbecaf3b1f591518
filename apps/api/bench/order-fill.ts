import { sql } from 'drizzle-orm';

/**
 * Orders as checkout leaves them, in one INSERT ... SELECT over generate_series: names from common first and last
 * names, emails from the names, ten-digit phones, real ZIPs (postal codes for the Canadian brands), brands and payment
 * providers in uneven shares, 80% paid (some refunded, most shipped), 10% pending, 10% cancelled, placed every five
 * minutes or so over a year, each with a one- or two-line frozen cart.
 */
export const benchOrderFill = (count: number) =>
  sql.raw(`
with pools as (
  select
    array['James','Mary','Robert','Patricia','John','Jennifer','Michael','Linda','David','Elizabeth','William','Barbara',
      'Richard','Susan','Joseph','Jessica','Thomas','Sarah','Charles','Karen','Christopher','Lisa','Daniel','Nancy',
      'Matthew','Betty','Anthony','Margaret','Mark','Sandra','Donald','Ashley','Steven','Kimberly','Paul','Emily','Andrew',
      'Donna','Joshua','Michelle','Kenneth','Carol','Kevin','Amanda','Brian','Dorothy','George','Melissa','Timothy',
      'Deborah','Ann','Zoe','Priya','Wei','Mateo','Sofia','Liam','Olivia','Noah','Ava'] as firsts,
    array['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Rodriguez','Martinez','Hernandez',
      'Lopez','Gonzalez','Wilson','Anderson','Thomas','Taylor','Moore','Jackson','Martin','Lee','Perez','Thompson','White',
      'Harris','Sanchez','Clark','Ramirez','Lewis','Robinson','Walker','Young','Allen','King','Wright','Scott','Torres',
      'Nguyen','Hill','Flores','Green','Adams','Nelson','Baker','Hall','Rivera','Campbell','Mitchell','Carter','Roberts',
      'Gomez','Phillips','Evans','Turner','Diaz','Parker','Cruz','Edwards','Collins','Reyes','Stewart','Morris','Morales',
      'Murphy','Cook','Rogers','Gutierrez','Ortiz','Morgan','Cooper','Peterson','Bailey','Reed','Kelly','Howard','Ramos',
      'Kim','Cox','Ward','Richardson','Okafor','Kowalski','Lindqvist','Papadopoulos','Fitzgerald'] as lasts,
    array['94105','10001','30301','60601','73301','98101','02108','33101','80202','85001','19103','48201','55401','63101',
      '37201','28202','97201','89101','84101','64105','46204','43215','53202','40202','70112','32801','96813','99501',
      '20001','21201','94110','90012','92101','75201','77002','78701','27601','15222','44113','14202'] as zips,
    array['M5V 2T6','H2X 1Y4','V6B 1A1','T2P 2M5','K1P 5J9','R3C 0V8'] as postals,
    array['nestwood','nestwood','nestwood','plume','plume','driftvale','arbor','cloverlane','meadow','harbor',
      'nestwood','plume','arbor','cloverlane','nestwood-ca','driftvale-ca','nestwood','plume','driftvale','meadow'] as brands,
    array['stripeDirect','stripeDirect','stripeDirect','stripeDirect','stripeDirect','paypal','paypal','paypal','affirm',
      'affirm','afterPay','amazonPay','applepay','googlepay','link','stripeDirect','paypal','affirm','stripeDirect',
      'applepay'] as providers,
    array['Cloud Hybrid Mattress','Luxe Hybrid Mattress','Essential Foam Mattress','Down Alternative Pillow',
      'Cooling Sheet Set','Platform Bed Frame','Weighted Blanket','Mattress Protector'] as products,
    '23456789ABCDEFGHJKLMNPQRSTUVWXYZ' as alphabet
),
base as (
  select g,
    decode(md5('order-' || g), 'hex') as h,
    case when g % 10 < 8 then 'paid' when g % 10 = 8 then 'pending' else 'cancelled' end as status,
    ((g::bigint * 7919) % 900) as n,
    timestamptz '2026-11-28 00:00:00+00' - g * interval '5 minutes' - (g % 997) * interval '1 microsecond' as at
  from generate_series(1, ${count}) g
),
named as (
  select b.*,
    (select brands[1 + (get_byte(b.h, 8) * 256 + get_byte(b.h, 9)) % 20] from pools) as brand,
    (select firsts[1 + (get_byte(b.h, 10) * 256 + get_byte(b.h, 11)) % 60] from pools) as first,
    (select lasts[1 + (get_byte(b.h, 12) * 256 + get_byte(b.h, 13)) % 85] from pools) as last
  from base b
),
shaped as (
  select b.*,
    b.brand like '%-ca' as canada,
    (select string_agg(substr(p.alphabet, get_byte(b.h, k) % 32 + 1, 1), '' order by k) from pools p, generate_series(0, 7) k) as short_id,
    lower(b.first) || '.' || lower(b.last) || case when b.n > 0 then b.n::text else '' end || '@' ||
      (array['example.com','mail.test','inbox.test','post.test','example.org'])[1 + b.g % 5] as email,
    (array['415','212','312','646','718','305','512','206','617','404'])[1 + b.g % 10] ||
      lpad(((b.g::bigint * 104729) % 10000000)::text, 7, '0') as phone,
    case when b.g % 3 = 0 then 2 else 1 end as line_count,
    19900 + ((b.g::bigint * 7727) % 380000)::int as price,
    case when b.g % 6 = 0 then 10000 else 0 end as coupon,
    ((19900 + ((b.g::bigint * 7727) % 380000)) * 0.0825)::int as tax
  from named b
),
priced as (
  select s.*,
    case when s.canada then (select postals[1 + s.g % 6] from pools) else (select zips[1 + get_byte(s.h, 14) % 40] from pools) end as zip,
    case when s.canada then 'stripeCanada' else (select providers[1 + get_byte(s.h, 15) % 20] from pools) end as provider,
    (select products[1 + s.g % 8] from pools) as product,
    (select products[1 + (s.g + 3) % 8] from pools) as second_product,
    s.price - s.coupon + case when s.line_count = 2 then 5900 else 0 end + s.tax as total
  from shaped s
)
insert into orders (id, short_id, brand, session_hash, cart_id, status, payment_status, fulfillment_status, refunded_amount,
  cancelled_at, email, shipping_details, billing_details, payment_details, cart, total_amount, currency, email_key,
  phone_key, zip_key, created_at, updated_at, paid_at)
select
  'bench' || lpad(p.g::text, 19, '0'),
  p.short_id,
  p.brand,
  md5('session-' || p.g),
  'benchcart' || lpad(p.g::text, 15, '0'),
  p.status,
  case when p.status <> 'paid' then 'unpaid' when p.g % 100 < 7 then 'refunded' when p.g % 100 < 15 then 'partially_refunded' else 'paid' end,
  case when p.status <> 'paid' then 'unfulfilled' when p.g % 10 < 6 then 'shipped' when p.g % 10 = 6 then 'partially_shipped' else 'unfulfilled' end,
  case when p.status <> 'paid' then 0 when p.g % 100 < 7 then p.total when p.g % 100 < 15 then p.total / 4 else 0 end,
  case when p.status = 'cancelled' then p.at + interval '2 hours' end,
  p.email,
  jsonb_build_object('firstName', p.first, 'lastName', p.last, 'phone', p.phone, 'address', jsonb_build_object(
    'line1', (100 + p.g % 9000) || ' ' || (array['Main St','Oak Ave','Maple Dr','Elm Street','Cedar Ln','Park Blvd'])[1 + p.g % 6],
    'line2', case when p.g % 4 = 0 then 'Apt ' || (1 + p.g % 40) else '' end,
    'zip', p.zip, 'city', 'Springfield', 'state', case when p.canada then 'ON' else 'CA' end,
    'country', case when p.canada then 'CA' else 'US' end)),
  jsonb_build_object('firstName', case when p.g % 20 = 0 then 'Alex' else p.first end, 'lastName', p.last, 'phone', p.phone,
    'address', jsonb_build_object('line1', (100 + p.g % 9000) || ' Main St', 'line2', '', 'zip', p.zip, 'city', 'Springfield',
    'state', case when p.canada then 'ON' else 'CA' end, 'country', case when p.canada then 'CA' else 'US' end)),
  jsonb_build_object('billingProvider', p.provider, 'customerID', null),
  jsonb_build_object(
    'id', 'benchcart' || p.g,
    'items', jsonb_build_array(jsonb_build_object(
      'itemIdentifier', 'L1' || lpad(p.g::text, 10, '0'), 'sku', 'SKU-queen',
      'product', jsonb_build_object('id', lower(replace(p.product, ' ', '-')), 'name', p.product, 'title', p.product,
        'inventoryKey', 'X', 'relatedProducts', '[]'::jsonb, 'group', 'mattress', 'url', '/', 'image', null),
      'properties', jsonb_build_array(jsonb_build_object('name', 'Size', 'value', 'queen')),
      'quantity', 1, 'forItem', null, 'fulfillmentStatus', 'pending', 'extras', '[]'::jsonb, 'parcelDimensions', null,
      'discount', p.coupon, 'priceAfterDiscount', p.price - p.coupon,
      'pricing', jsonb_build_object('price', jsonb_build_object('amount', p.price),
        'breakdown', jsonb_build_object('couponDiscount', jsonb_build_object('amount', p.coupon)),
        'profilePrice', jsonb_build_object('amount', p.price))))
      || case when p.line_count = 2 then jsonb_build_array(jsonb_build_object(
      'itemIdentifier', 'L2' || lpad(p.g::text, 10, '0'), 'sku', 'SKU-standard',
      'product', jsonb_build_object('id', lower(replace(p.second_product, ' ', '-')), 'name', p.second_product,
        'title', p.second_product, 'inventoryKey', 'X', 'relatedProducts', '[]'::jsonb, 'group', 'bedding', 'url', '/',
        'image', null),
      'properties', '[]'::jsonb, 'quantity', 1, 'forItem', null, 'fulfillmentStatus', 'pending', 'extras', '[]'::jsonb,
      'parcelDimensions', null, 'discount', 0, 'priceAfterDiscount', 5900,
      'pricing', jsonb_build_object('price', jsonb_build_object('amount', 5900),
        'breakdown', jsonb_build_object('couponDiscount', jsonb_build_object('amount', 0)),
        'profilePrice', jsonb_build_object('amount', 5900)))) else '[]'::jsonb end,
    'extras', jsonb_build_array(
      jsonb_build_object('sku', 'SHIP', 'name', 'shipping', 'title', 'Free shipping', 'kind', 'shipping',
        'pricing', jsonb_build_object('price', jsonb_build_object('amount', 0), 'profilePrice', jsonb_build_object('amount', 0,
        'currency', case when p.canada then 'CAD' else 'USD' end)), 'parcelDimensions', null),
      jsonb_build_object('sku', 'TAX', 'name', 'tax', 'title', 'Tax', 'kind', 'tax',
        'pricing', jsonb_build_object('price', jsonb_build_object('amount', p.tax), 'profilePrice', jsonb_build_object('amount', p.tax,
        'currency', case when p.canada then 'CAD' else 'USD' end)), 'parcelDimensions', null)),
    'itemsCount', p.line_count, 'totalPrice', jsonb_build_object('amount', p.total),
    'totalDiscount', jsonb_build_object('amount', p.coupon), 'totalValue', jsonb_build_object('amount', p.price),
    'totalSavings', jsonb_build_object('amount', p.coupon), 'couponDetails', null,
    'metadata', jsonb_build_object('reqShippingDate', null, 'reqDeliveryDate', null), 'historyLog', '[]'::jsonb,
    'currency', case when p.canada then 'CAD' else 'USD' end, 'preventAddingCoupon', false, 'region', null),
  p.total,
  case when p.canada then 'CAD' else 'USD' end,
  p.email,
  p.phone,
  upper(replace(p.zip, ' ', '')),
  p.at, p.at,
  case when p.status = 'paid' then p.at + interval '1 minute' end
from priced p
on conflict do nothing
`);
