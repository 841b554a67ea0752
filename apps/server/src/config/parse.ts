/** The pieces every section's variables are read with, and the error that names a bad variable. */
import { z } from 'zod';

/** A whole number, or the default when the variable is unset or empty. */
export const int = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? fallback : Number(v)))
    .pipe(z.number({ error: 'must be a number' }).int('must be a whole number'));
/** A number (fractions allowed), or the default. */
export const num = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? fallback : Number(v)))
    .pipe(z.number({ error: 'must be a number' }));
/** 'true' or 'false'; unset leaves the choice to the caller. */
export const flag = z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).optional();
export const text = z.string().optional();
export const url = z.url({ error: 'must be a URL' }).optional();
export const httpUrl = z
  .url({ error: 'must be a URL' })
  .refine((v) => /^https?:/.test(v), { error: 'must be an http(s) URL' })
  .optional();

/** A variable that is set but unusable: the message names it and says how to fix it. */
export class ConfigError extends Error {
  constructor(readonly problems: { variable: string; message: string }[]) {
    super(
      `Bad environment:\n${problems.map((p) => `  ${p.variable} ${p.message}; fix it or unset it to use the default`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/** A flag's value, or the fallback when it is unset. */
export const on = (value: 'true' | 'false' | undefined, fallback: boolean) => (value ? value === 'true' : fallback);
