import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PROVIDER_MANIFESTS, providerFolder } from '@store/core/payments/provider-manifests';
import { LIVE_READY_PROVIDERS } from './live/live-providers';
import { PROVIDER_ENV_FIELDS } from './provider-env';
import { PROVIDER_MODULES, type ProviderModule } from './provider-modules';
import { REDIRECT_SANDBOXES } from './providers/redirect-sandboxes';
import { createPaymentProviders } from './registry';
import type { LedgerDb } from './sandbox/ledger';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiFolders = path.join(here, 'providers');
const coreFolders = path.resolve(here, '../../../../packages/core/src/payments/providers');
const foldersIn = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
const names = (list: readonly string[]) => [...list].sort();

describe('a payment provider is its folder: the manifest in core, the adapters in the API', () => {
  const folders = PROVIDER_MANIFESTS.map((manifest) => providerFolder(manifest.name)).sort();

  it('every manifest has a core folder with manifest.ts and an API folder with index.ts, and no folder is left over', () => {
    expect(foldersIn(coreFolders)).toEqual(folders);
    expect(foldersIn(apiFolders)).toEqual(folders);
    for (const folder of folders) {
      expect(existsSync(path.join(coreFolders, folder, 'manifest.ts')), `${folder}/manifest.ts`).toBe(true);
      expect(existsSync(path.join(apiFolders, folder, 'index.ts')), `${folder}/index.ts`).toBe(true);
    }
  });

  it.each(PROVIDER_MANIFESTS.map((manifest) => [manifest.name, manifest] as const))(
    '%s: its folder’s index.ts exports its module, registered in PROVIDER_MODULES',
    async (name, manifest) => {
      const { provider } = (await import(`./providers/${providerFolder(name)}/index.ts`)) as { provider: ProviderModule };
      expect(provider.manifest).toBe(manifest);
      expect(PROVIDER_MODULES).toContain(provider);
    },
  );

  it('the registry holds every sandbox adapter (every provider but the gateway that is no choice)', () => {
    const registered = createPaymentProviders({ db: {} as LedgerDb, now: () => new Date() });
    expect(Object.keys(registered)).toEqual(PROVIDER_MODULES.filter((m) => m.sandbox).map((m) => m.manifest.name));
    expect(names(Object.keys(registered))).toEqual(
      names([
        'acima',
        'affirm',
        'afterPay',
        'amazonPay',
        'applepay',
        'bank',
        'googlepay',
        'link',
        'paypal',
        'paypalCredit',
        'splitIt',
        'stripeCanada',
        'stripeDirect',
        'stripePaymentRequest',
        'truemed',
      ]),
    );
  });

  it('the live-ready providers are the modules with a live adapter', () => {
    expect(names(LIVE_READY_PROVIDERS)).toEqual(['paypal', 'paypalCredit', 'stripeCanada', 'stripeDirect']);
  });

  it('the sandbox redirect pages are those of the providers whose browser handler is a redirect', () => {
    const redirects = PROVIDER_MANIFESTS.filter((m) => ['redirect', 'sheetOrRedirect'].includes(m.browser.handler ?? ''));
    expect(names(Object.keys(REDIRECT_SANDBOXES))).toEqual(names(redirects.map((m) => m.name)));
    expect(names(Object.keys(REDIRECT_SANDBOXES))).toEqual(['acima', 'affirm', 'afterPay', 'bank', 'link', 'splitIt']);
    for (const [name, spec] of Object.entries(REDIRECT_SANDBOXES)) expect(spec.provider).toBe(name);
  });

  it('the live variables the manifests name are the ones the API reads from its folders’ env.ts, and no other', () => {
    const named = new Set(PROVIDER_MANIFESTS.flatMap((m) => ('env' in m ? [...m.env] : [])));
    expect(names([...named])).toEqual(names(Object.keys(PROVIDER_ENV_FIELDS)));
  });
});
