import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ErrorAlert, Notice } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { PageHeader, Section } from '../../components/ui/section';
import { useToast } from '../../components/ui/toast';
import { enableTwoFactor, meQuery, setUpTwoFactor } from '../../lib/api/auth';
import { errorMessage } from '../../lib/api/client';
import type { TwoFactorSetup } from '../../lib/api/types';
import { readTotpUri } from './otpauth';

const passwordSchema = z.object({ password: z.string().min(1, 'Please enter your password') });
const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code your app shows'),
});

/** Account security: turn on two-step sign-in (TOTP): password, then QR code, secret and backup codes, then a code. */
export function AccountSecurityPage() {
  const { data: me } = useSuspenseQuery(meQuery);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  return (
    <div className="max-w-3xl">
      <PageHeader title="Account security" />
      {me.twoFactorRequired && !me.twoFactorEnabled ? (
        <div className="mb-4">
          <ErrorAlert title="Two-step sign-in is required">Set it up to use the rest of the application.</ErrorAlert>
        </div>
      ) : null}
      <Section title="Two-step sign-in">
        {me.twoFactorEnabled ? (
          <Notice>Two-step sign-in is on: each sign-in asks for a code from your authenticator app.</Notice>
        ) : setup === null ? (
          <StartSetup onReady={setSetup} />
        ) : (
          <ConfirmSetup setup={setup} />
        )}
      </Section>
    </div>
  );
}

function StartSetup({ onReady }: { onReady: (setup: TwoFactorSetup) => void }) {
  const form = useForm<z.infer<typeof passwordSchema>>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { password: '' },
  });
  const mutation = useMutation({ mutationFn: setUpTwoFactor, onSuccess: onReady });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ password }) => mutation.mutate(password))}
      className="flex max-w-sm flex-col gap-2"
    >
      <p className="mb-2 text-sm text-slate-700">
        Two-step sign-in asks for a code from an authenticator app after your password. Confirm your password to begin.
      </p>
      {mutation.isError ? <ErrorAlert title="Could not start the set-up">{errorMessage(mutation.error)}</ErrorAlert> : null}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" variant="primary" pending={mutation.isPending}>
        Set up two-step sign-in
      </Button>
    </form>
  );
}

function ConfirmSetup({ setup }: { setup: TwoFactorSetup }) {
  const queryClient = useQueryClient();
  const notify = useToast();
  const key = readTotpUri(setup.totpURI);
  const form = useForm<z.infer<typeof codeSchema>>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });
  const mutation = useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: (me) => {
      queryClient.setQueryData(meQuery.queryKey, me);
      notify({ title: 'Two-step sign-in is on' });
    },
  });
  return (
    <div className="grid grid-cols-[auto_1fr] gap-6">
      <QrCode text={setup.totpURI} label={`QR code to add ${key?.account ?? 'this account'} to an authenticator app`} />
      <div className="flex flex-col gap-4 text-sm">
        <div>
          <h3 className="font-semibold">1. Scan the QR code with your authenticator app</h3>
          <p className="text-slate-700">Or type this secret key into it:</p>
          <p className="mt-1 font-mono text-base tracking-wider" aria-label="Secret key">
            {key?.groupedSecret ?? setup.totpURI}
          </p>
        </div>
        <div>
          <h3 className="font-semibold">2. Keep these backup codes somewhere safe</h3>
          <p className="text-slate-700">Each one signs you in once if you lose your phone.</p>
          <ul aria-label="Backup codes" className="mt-2 grid grid-cols-2 gap-1 font-mono">
            {setup.backupCodes.map((code) => (
              <li key={code} className="rounded bg-slate-100 px-2 py-1">
                {code}
              </li>
            ))}
          </ul>
        </div>
        <form
          noValidate
          onSubmit={form.handleSubmit(({ code }) => mutation.mutate(code))}
          className="flex max-w-xs flex-col gap-2"
        >
          <h3 className="font-semibold">3. Enter the code your app shows</h3>
          {mutation.isError ? <ErrorAlert title="The code was not accepted">{errorMessage(mutation.error)}</ErrorAlert> : null}
          <TextField
            label="Authentication code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            error={form.formState.errors.code?.message}
            {...form.register('code')}
          />
          <Button type="submit" variant="primary" pending={mutation.isPending}>
            Turn on two-step sign-in
          </Button>
        </form>
      </div>
    </div>
  );
}

/** The otpauth URI drawn as a QR code on a canvas (the qrcode package; no image URL, so the CSP stays self-only). */
function QrCode({ text, label }: { text: string; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!canvas.current) return;
    QRCode.toCanvas(canvas.current, text, { width: 208, margin: 1, errorCorrectionLevel: 'M' }).catch(() => setFailed(true));
  }, [text]);
  if (failed) return <ErrorAlert>The QR code could not be drawn; type the secret key instead.</ErrorAlert>;
  return <canvas ref={canvas} role="img" aria-label={label} className="rounded border border-slate-200" />;
}
