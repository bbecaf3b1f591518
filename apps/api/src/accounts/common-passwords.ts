import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordProblem } from '@store/core';

let common: ReadonlySet<string> | undefined;

/** The common/breached passwords shipped with @zxcvbn-ts/language-common (~49k, no network), lower-cased, built once. */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

/** The core password policy against the shipped list: a message to show, or null. */
export const passwordPolicyProblem = (password: string): string | null => passwordProblem(password, commonPasswords());
