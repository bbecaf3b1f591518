import type { Locator } from 'playwright-core';

export interface ShownLine {
  title: string;
  quantity: number;
}

/** Each cart line under `root`: its title and quantity (the stepper's value, or 'Qty n' on a child line). */
export async function readCartLines(root: Locator): Promise<ShownLine[]> {
  return root.getByTestId('cart-line').evaluateAll((lines) =>
    lines.map((line) => {
      const title = line.querySelector('[data-testid="line-title"]')?.textContent?.trim() ?? '';
      const input = line.querySelector('input[type="number"]');
      const quantity =
        input instanceof HTMLInputElement ? Number(input.value) : Number(/Qty (\d+)/.exec(line.textContent ?? '')?.[1] ?? 0);
      return { title, quantity };
    }),
  );
}
