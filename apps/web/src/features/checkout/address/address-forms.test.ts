import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BillingForm } from './billing-form';
import { ShippingForm } from './shipping-form';

const noop = () => undefined;

/** label text -> the attributes of the control it names, from server-rendered markup. */
function controls(html: string): Map<string, string> {
  const byId = new Map<string, string>();
  for (const match of html.matchAll(/<(?:input|select)\b([^>]*)>/g)) {
    const id = /\bid="([^"]+)"/.exec(match[1] ?? '')?.[1];
    if (id) byId.set(id, match[1] ?? '');
  }
  const out = new Map<string, string>();
  for (const match of html.matchAll(/<label[^>]*for="([^"]+)"[^>]*>(.*?)<\/label>/g)) {
    out.set((match[2] ?? '').replace(/<[^>]+>/g, ''), byId.get(match[1] ?? '') ?? '');
  }
  return out;
}

describe('labels and autofill on the shipping form', () => {
  const html = renderToStaticMarkup(
    createElement(ShippingForm, { region: 'US', onSubmit: noop, submitLabel: 'Continue to billing' }),
  );
  const fields = controls(html);

  it.each([
    ['Full name', 'name'],
    ['Address', 'address-line1'],
    ['Apartment, suite, etc.', 'address-line2'],
    ['City', 'address-level2'],
    ['State', 'address-level1'],
    ['ZIP code', 'postal-code'],
    ['Phone', 'tel'],
    ['Email', 'email'],
  ])('%s has a visible label and autocomplete %s', (label, autocomplete) => {
    expect(fields.get(label)).toContain(`autoComplete="${autocomplete}"`);
  });

  it('no field starts invalid; consents default to email on, SMS off', () => {
    expect(html).not.toContain('aria-invalid="true"');
    expect(html).toMatch(/<input type="checkbox"[^>]*name="sendEmail"[^>]*checked=""/);
    expect(html).not.toMatch(/name="sendSMS"[^>]*checked=""/);
    expect(html).toContain('Continue to billing');
  });

  it('State is a select of the US states', () => {
    expect(html).toContain('<option value="TX">Texas</option>');
    expect(html).not.toContain('<option value="ON">');
  });
});

describe('billing form: the same without email; Canadian stores list provinces', () => {
  const html = renderToStaticMarkup(
    createElement(BillingForm, {
      region: 'CA',
      defaultValues: { state: 'Quebec', phone: '5145550199' },
      onSubmit: noop,
      submitLabel: 'Review order',
    }),
  );
  const fields = controls(html);

  it('has no Email field and keeps the US words inside the Canadian labels', () => {
    expect([...fields.keys()]).toEqual([
      'Full name',
      'Address',
      'Apartment, suite, etc.',
      'City',
      'Province (State)',
      'Postal code (ZIP code)',
      'Phone',
    ]);
  });

  it('lists provinces, selects the stored one by code and shows the phone formatted', () => {
    expect(html).toContain('<option value="QC" selected="">Quebec</option>');
    expect(html).not.toContain('<option value="TX">');
    expect(fields.get('Phone')).toContain('value="(514) 555-0199"');
  });
});
