import type { RedirectSandboxProvider, RedirectSandboxSpec } from '../sandbox/redirect-provider';
import { PROVIDER_MODULES } from '../provider-modules';

/**
 * The sandbox redirect providers by provider name (the provider modules' `redirectSandbox`): registered as providers,
 * and their pages served by the sandbox.
 */
export const REDIRECT_SANDBOXES = Object.fromEntries(
  PROVIDER_MODULES.flatMap(({ manifest, redirectSandbox }) => (redirectSandbox ? [[manifest.name, redirectSandbox]] : [])),
) as Readonly<Record<RedirectSandboxProvider, RedirectSandboxSpec>>;
