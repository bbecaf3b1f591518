import { z } from 'zod';

/** One variant as the staff application shows it. */
export const experimentVariantWireSchema = z.object({
  name: z.string(),
  /** The registry's (code's) default weight. */
  registryWeight: z.number().int(),
  /** The weight new visitors are split by (the saved split, else the registry's). */
  weight: z.number().int(),
  /** Visitors given this variant by the split (first assignments counted by the storefronts). */
  exposures: z.number().int(),
  /** The flags this variant switches on (what it changes on the storefront). */
  flags: z.array(z.string()),
  /** The dynamic-yield recommendation strategy this variant asks for; null: the brand's default. */
  strategyId: z.string().nullable(),
});

/** One experiment of a brand (GET /admin/experiments, PUT /admin/experiments/:brand/:name). */
export const experimentWireSchema = z.object({
  brand: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  /** 0 while nobody has saved a setting (the registry's defaults apply); the save must name the version it read. */
  version: z.number().int(),
  /** The control: what every visitor gets while the experiment is off. */
  control: z.string(),
  variants: z.array(experimentVariantWireSchema),
  lastChange: z.object({ at: z.string(), by: z.string() }).nullable(),
});
export type ExperimentWire = z.infer<typeof experimentWireSchema>;

export const experimentListWireSchema = z.object({ brand: z.string(), experiments: z.array(experimentWireSchema) });
export type ExperimentListWire = z.infer<typeof experimentListWireSchema>;

/** PUT /admin/experiments/:brand/:name body: on/off, the split in percent, the version read. Nothing else. */
export const experimentUpdateSchema = z
  .object({
    enabled: z.boolean(),
    weights: z
      .record(z.string().regex(/^[a-z0-9-]{1,32}$/, 'must be a variant name'), z.number().int().min(0).max(100))
      .refine((w) => Object.keys(w).length <= 20, 'at most 20 variants'),
    version: z.number().int().min(0).max(2_147_483_647),
  })
  .strict();
export type ExperimentUpdate = z.infer<typeof experimentUpdateSchema>;
