/** Base URL browser tests give the client; `testEndpoints` serves `${TEST_API_BASE}/v1/...`. */
export const TEST_API_BASE = '/__uikit_test__';
/** The only secret the test endpoints accept. */
export const TEST_SECRET = 'cs_test';
