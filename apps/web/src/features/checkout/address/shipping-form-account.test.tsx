// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../../test-support/client-render';
import type { CheckoutAddress } from '../checkout-storage';
import { ShippingForm, type ShippingFormProps } from './shipping-form';

const props: ShippingFormProps = { region: 'US', onSubmit: () => undefined, submitLabel: 'Continue to billing' };

const account: CheckoutAddress = {
  fullName: 'Ann Account',
  line1: '1 Saved Street',
  line2: '',
  city: 'Austin',
  state: 'Texas',
  zip: '78701',
  phone: '5125550100',
  email: 'ann@example.com',
};

beforeEach(() => {
  // The ZIP check's request never answers here: only the fields are looked at.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** The control labelled `label` in `root`. */
function field(root: HTMLElement, label: string): HTMLInputElement | HTMLSelectElement {
  const id = [...root.querySelectorAll('label')].find((l) => l.textContent?.trim() === label)?.htmlFor ?? '';
  const control = root.querySelector<HTMLInputElement | HTMLSelectElement>(`[id="${id}"]`);
  if (control === null) throw new Error(`No field ${label}`);
  return control;
}

/** Types as the browser does: the value set natively, then the input event React listens to. */
function type(control: HTMLInputElement | HTMLSelectElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

describe("the shipping form takes the account's values when they come", () => {
  it('fills only the fields still empty, in the same form, keeping what was typed meanwhile', async () => {
    const { container, root, unmount } = await renderInDom(createElement(ShippingForm, props));
    const nameInput = field(container, 'Full name');
    await act(async () => type(nameInput, 'Bea Typed'));
    await act(async () => type(field(container, 'Phone'), '(512) 555-0199'));

    await act(async () => root.render(createElement(ShippingForm, { ...props, accountValues: account })));

    // The same input element: the form was not drawn again.
    expect(field(container, 'Full name')).toBe(nameInput);
    expect(field(container, 'Full name').value).toBe('Bea Typed');
    expect(field(container, 'Phone').value).toBe('(512) 555-0199');
    expect(field(container, 'Address').value).toBe('1 Saved Street');
    expect(field(container, 'City').value).toBe('Austin');
    expect(field(container, 'State').value).toBe('TX');
    expect(field(container, 'ZIP code').value).toBe('78701');
    expect(field(container, 'Email').value).toBe('ann@example.com');
    expect(field(container, 'Apartment, suite, etc.').value).toBe('');
    await unmount();
  });

  it('reports the filled values, so the checkout keeps them across a reload', async () => {
    const seen: string[] = [];
    const onValuesChange = (values: { email?: string }) => void seen.push(values.email ?? '');
    const { root, unmount } = await renderInDom(createElement(ShippingForm, { ...props, onValuesChange }));
    await act(async () => root.render(createElement(ShippingForm, { ...props, onValuesChange, accountValues: account })));
    expect(seen.at(-1)).toBe('ann@example.com');
    await unmount();
  });
});
