import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { AppDialog, DialogClose } from '../../components/ui/dialog';
import { INPUT_CLASS } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { ApiError, errorMessage } from '../../lib/api/client';
import { updateExperiment, type Experiment } from '../../lib/api/experiments';
import { formatDateTime } from '../../lib/labels';
import { draftOf, exposureShare, splitChanged, splitCheck, variantEffect, weightsOf, type SplitDraft } from './split-form';

/** One experiment: its variants with the split (editable), exposures and their share, on/off, last change, Save. */
export function ExperimentCard({ experiment }: { experiment: Experiment }) {
  const queryClient = useQueryClient();
  const notify = useToast();
  const [draft, setDraft] = useState<SplitDraft>(() => draftOf(experiment));
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState(experiment);
  // A fresh read from the server (after a save, a refetch) resets the form to what is saved.
  if (saved !== experiment) {
    setSaved(experiment);
    setDraft(draftOf(experiment));
  }
  const check = splitCheck(draft);
  const changed = splitChanged(experiment, draft);
  const mutation = useMutation({
    mutationFn: (body: { enabled: boolean; weights: Record<string, number> }) =>
      updateExperiment(experiment.brand, experiment.name, { ...body, version: experiment.version }),
    onSuccess: (updated, body) => {
      setConfirming(false);
      notify({
        title:
          body.enabled === experiment.enabled
            ? `Split of ${experiment.name} saved`
            : `${experiment.name} turned ${body.enabled ? 'on' : 'off'}`,
        description: 'Every storefront runs it within 5 seconds.',
      });
      queryClient.setQueryData(
        ['experiments', experiment.brand],
        (old: { brand: string; experiments: Experiment[] } | undefined) =>
          old ? { ...old, experiments: old.experiments.map((e) => (e.name === updated.name ? updated : e)) } : old,
      );
    },
    onError: (error) => {
      setConfirming(false);
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: ['experiments', experiment.brand] });
      notify({ title: 'Not saved', description: errorMessage(error), tone: 'error' });
    },
  });
  const savedWeights = Object.fromEntries(experiment.variants.map((v) => [v.name, v.weight]));
  const headingId = `experiment-${experiment.name}`;

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <div className="flex items-center gap-3">
          <h2 id={headingId} className="font-mono text-base font-bold text-slate-900">
            {experiment.name}
          </h2>
          {experiment.enabled ? <Badge tone="good">Running</Badge> : <Badge tone="warn">Off: everyone gets the control</Badge>}
        </div>
        <div className="flex items-center gap-3 text-sm text-slate-600">
          <span>
            {experiment.lastChange
              ? `Last change ${formatDateTime(experiment.lastChange.at)} by ${experiment.lastChange.by}`
              : 'Never changed: the defaults from the code'}
          </span>
          <Button
            role="switch"
            aria-checked={experiment.enabled}
            aria-label={`${experiment.name} running`}
            variant={experiment.enabled ? 'danger' : 'primary'}
            onClick={() => setConfirming(true)}
          >
            {experiment.enabled ? 'Turn off' : 'Turn on'}
          </Button>
        </div>
      </header>
      <div className="p-4">
        <table className="w-full table-fixed text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th className="w-52 py-2 pr-4 font-semibold">Variant</th>
              <th className="py-2 pr-4 font-semibold">What it changes</th>
              <th className="w-20 py-2 pr-4 text-right font-semibold">Default</th>
              <th className="w-56 py-2 pr-4 font-semibold">Split (new visitors)</th>
              <th className="w-28 py-2 pr-4 text-right font-semibold">Exposures</th>
              <th className="w-20 py-2 text-right font-semibold">Share</th>
            </tr>
          </thead>
          <tbody>
            {experiment.variants.map((variant) => (
              <tr key={variant.name} className="border-b border-slate-100 last:border-0">
                <td className="py-2 pr-4 font-mono font-semibold">
                  {variant.name}
                  {variant.name === experiment.control ? (
                    <span className="ml-2 font-sans text-xs font-normal text-slate-500">control</span>
                  ) : null}
                </td>
                <td className="py-2 pr-4 text-slate-700">{variantEffect(variant)}</td>
                <td className="py-2 pr-4 text-right tabular-nums text-slate-600">{variant.registryWeight}%</td>
                <td className="py-2 pr-4">
                  <div className="flex items-center gap-1.5">
                    <div className="w-20 shrink-0">
                      <input
                        aria-label={`Split of ${variant.name} (%)`}
                        inputMode="numeric"
                        className={`${INPUT_CLASS} text-right tabular-nums`}
                        aria-invalid={Boolean(check.fieldErrors[variant.name])}
                        value={draft[variant.name] ?? ''}
                        onChange={(event) => setDraft({ ...draft, [variant.name]: event.target.value })}
                      />
                    </div>
                    <span aria-hidden="true">%</span>
                    {check.fieldErrors[variant.name] ? (
                      <span className="text-xs font-semibold text-red-700">{check.fieldErrors[variant.name]}</span>
                    ) : null}
                  </div>
                </td>
                <td className="py-2 pr-4 text-right tabular-nums">{variant.exposures.toLocaleString('en-US')}</td>
                <td className="py-2 text-right tabular-nums">{exposureShare(variant, experiment)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p className={`text-sm font-semibold ${check.error ? 'text-red-700' : 'text-slate-700'}`} aria-live="polite">
            {check.error ?? `Total ${check.sum}%`}
          </p>
          <div className="flex gap-2">
            <Button onClick={() => setDraft(draftOf(experiment, 'registryWeight'))}>Use the defaults</Button>
            <Button
              variant="primary"
              disabled={!changed || check.error !== null}
              pending={mutation.isPending && !confirming}
              onClick={() => mutation.mutate({ enabled: experiment.enabled, weights: weightsOf(draft) })}
            >
              Save split
            </Button>
          </div>
        </div>
      </div>
      <AppDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={experiment.enabled ? `Turn off ${experiment.name}?` : `Turn on ${experiment.name}?`}
        description={
          experiment.enabled
            ? `Within 5 seconds every visitor gets ${experiment.control} (the control), also those already in another variant. Their variant is remembered for when it is turned on again.`
            : 'Within 5 seconds visitors get their variants again: those already assigned keep theirs, new visitors are split by the saved split.'
        }
      >
        {mutation.isError ? <ErrorAlert>{errorMessage(mutation.error)}</ErrorAlert> : null}
        <div className="mt-4 flex justify-end gap-2">
          <DialogClose asChild>
            <Button>Cancel</Button>
          </DialogClose>
          <Button
            variant={experiment.enabled ? 'danger' : 'primary'}
            pending={mutation.isPending}
            onClick={() => mutation.mutate({ enabled: !experiment.enabled, weights: savedWeights })}
          >
            {experiment.enabled ? 'Turn off' : 'Turn on'}
          </Button>
        </div>
      </AppDialog>
    </section>
  );
}
