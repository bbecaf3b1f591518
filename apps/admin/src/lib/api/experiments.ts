import { queryOptions } from '@tanstack/react-query';
import type { ExperimentListWire, ExperimentUpdate, ExperimentWire } from '@store/core/experiments/admin-wire';
import { api } from './client';

export type Experiment = ExperimentWire;
export type ExperimentVariant = ExperimentWire['variants'][number];

/** A brand's experiments: splits (registry and effective), on/off, exposures, last change. */
export const experimentsQuery = (brand: string) =>
  queryOptions({
    queryKey: ['experiments', brand],
    queryFn: ({ signal }) => api<ExperimentListWire>(`/admin/experiments?brand=${encodeURIComponent(brand)}`, { signal }),
  });

/** Saves on/off and the split, naming the version read (an older one is a 409). */
export const updateExperiment = (brand: string, name: string, body: ExperimentUpdate) =>
  api<Experiment>(`/admin/experiments/${encodeURIComponent(brand)}/${encodeURIComponent(name)}`, { method: 'PUT', body });
