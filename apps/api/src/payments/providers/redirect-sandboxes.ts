import type { RedirectSandboxProvider, RedirectSandboxSpec } from '../sandbox/redirect-provider';
import { acimaSandbox } from './acima';
import { affirmSandbox } from './affirm';
import { afterPaySandbox } from './after-pay';
import { bankSandbox } from './bank';
import { linkSandbox } from './link';
import { splitItSandbox } from './split-it';

/** The sandbox redirect providers by provider name: registered as providers, and their pages served by the sandbox. */
export const REDIRECT_SANDBOXES: Readonly<Record<RedirectSandboxProvider, RedirectSandboxSpec>> = {
  affirm: affirmSandbox,
  afterPay: afterPaySandbox,
  splitIt: splitItSandbox,
  acima: acimaSandbox,
  bank: bankSandbox,
  link: linkSandbox,
};
