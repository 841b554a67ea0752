/** The one schema drizzle-kit reads and every repository imports, kept in files by concern. */
export * from './schema-core.js';
export * from './schema-payments.js';
