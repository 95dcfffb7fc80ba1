import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` when it may, and finds out by trying once. The
 * site's Content-Security-Policy allows no 'unsafe-eval', so that try is a violation the browser
 * reports: zod is told not to. Every entry (pages and workers) imports this first, before any
 * module that parses.
 */
z.config({ jitless: true });
