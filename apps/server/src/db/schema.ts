/** The one schema drizzle-kit reads and every repository imports, kept in files by concern. */
export * from './schema-core.js';
export * from './schema-payments.js';
export * from './schema-earnings.js';
export * from './schema-partners.js';
export * from './schema-support.js';
export * from './schema-explore.js';
export * from './schema-perf.js';
export * from './schema-parent.js';
export * from './schema-audit.js';
export * from './schema-referrals.js';
