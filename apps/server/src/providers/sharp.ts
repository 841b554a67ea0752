/**
 * sharp, loaded on first use: libvips costs ≈ 30 MB of RSS from the moment it is imported, and an
 * idle server (or one on PostgreSQL that never resizes a picture) need not hold it (decision 042).
 */
import type SharpModule from 'sharp';

let loading: Promise<typeof SharpModule> | null = null;

export const loadSharp = (): Promise<typeof SharpModule> => (loading ??= import('sharp').then((m) => m.default));
