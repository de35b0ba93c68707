/** The staff account of the e2e run: playwright.config.ts creates it before the server starts. */
export const E2E_STAFF = { email: 'e2e-staff@example.org', password: 'Lingvo-e2e-staff-2026' };
