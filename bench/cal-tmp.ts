import { calendarSuite } from './suites/generation-calendar.js';
calendarSuite('2026-12-05');
